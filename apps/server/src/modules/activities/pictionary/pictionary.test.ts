import {
  ACTIVITY_TEXTS,
  EVENT_TEXTS,
  PICTIONARY,
  PICTIONARY_TEXTS,
  type Event,
  type PictionaryGame,
  type PictionaryGuessResult,
  type PictionaryStroke,
} from '@parley/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { jobs, liveRooms, pictionaryStrokes } from '../../../db/schema/index.ts';
import { expectError } from '../../../test/auth-helpers.ts';
import { student, type Member } from '../../../test/event-helpers.ts';
import { gameRoom } from '../../../test/game-room.ts';
import { asBrowserWebm, synthesizeFixture } from '../../../test/speech-fixtures.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { WAKE_JOB, wakeUp } from '../engine/runtime.ts';

const room = gameRoom('pictionary');
const { request, socketOf, runtime } = room;
let t: TestApp;
let host: Member;
let ann: Member;
let ben: Member;
let event: Event;
beforeEach(() => ({ t, host, ann, ben, event } = room));

const gameOf = (who: Member) => room.read<PictionaryGame>('get', who);
const guess = (who: Member, text: string) => request('POST', 'guess', who, { event_id: event.event_id, text });
/** The drawer takes the longest word offered (long words are the ones the recogniser hears best). */
const choose = async (drawer: Member) => {
  const { choices } = await gameOf(drawer);
  const word = [...choices!].sort((a, b) => b.length - a.length)[0]!;
  const res = await request('POST', 'choose', drawer, { event_id: event.event_id, word });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PictionaryGame>();
};
/** The host starts a game and, drawing first, chooses their word. */
const start = async () => {
  const res = await request('POST', 'start', host, { event_id: event.event_id });
  expect(res.statusCode, res.body).toBe(200);
  return choose(host);
};
const stroke = (id: string): PictionaryStroke => ({
  id,
  color: '#d64545',
  size: 8,
  points: [
    [0.1, 0.2, 0.5],
    [0.15, 0.25, 0.6],
  ],
});
type WakePayload = { room_id: string; action: { type: string; turn_id: string } };
/** The wake-up the room's game asked for at `turn_id`'s turn, of that kind. */
const pendingWake = async (type: string, turnId: string | null) => {
  const rows = await t.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.name, WAKE_JOB), eq(jobs.status, 'pending')));
  return rows.map((row) => row.payload as WakePayload).find((p) => p.action.type === type && p.action.turn_id === turnId);
};

describe('pictionary', () => {
  it('is started by a host only, offers the drawer alone their words, and shows the others a hint', async () => {
    expectError(await request('POST', 'start', ann, { event_id: event.event_id }), 403, 'FORBIDDEN', EVENT_TEXTS.hostOnly);
    expect((await request('POST', 'start', host, { event_id: event.event_id })).statusCode).toBe(200);
    const offered = await gameOf(host);
    expect(offered.view).toMatchObject({ phase: 'choosing', drawer_id: host.id, hint: null });
    expect((await socketOf(host).next('PICTIONARY_CHOICES')).payload.words).toEqual(offered.choices);
    expect((await gameOf(ann)).choices).toBeNull();
    expectError(
      await request('POST', 'choose', ann, { event_id: event.event_id, word: offered.choices![0] }),
      409,
      'CONFLICT',
      PICTIONARY_TEXTS.notDrawer,
    );
    expectError(
      await request('POST', 'choose', host, { event_id: event.event_id, word: 'zebra crossing' }),
      409,
      'CONFLICT',
      PICTIONARY_TEXTS.notAChoice,
    );

    const game = await choose(host);
    expect(game.view).toMatchObject({ phase: 'drawing', round: 1, rounds_total: 3, drawer_id: host.id, word: null });
    const word = game.word!;
    expect(game.view.hint).toBe([word[0], ...Array.from(word.slice(1), () => '_')].join(' '));
    expect((await socketOf(host).next('PICTIONARY_WORD')).payload).toMatchObject({ word, turn_id: game.view.turn_id });
    expect((await socketOf(ann).next('ACTIVITY_STATE')).payload.activity).toEqual(offered.view);
    expect((await socketOf(ann).next('ACTIVITY_STATE')).payload.activity).toEqual(game.view);
    expect(socketOf(ann).messages.some((m) => m.type === 'PICTIONARY_WORD' || m.type === 'PICTIONARY_CHOICES')).toBe(false);
    expect((await gameOf(ann)).word).toBeNull();
    expect(JSON.stringify((await gameOf(ann)).view)).not.toContain(`"${word}"`);

    const config = await request('GET', `config?event_id=${event.event_id}`, ann);
    expect(config.json()).toMatchObject({ room_size: 4, rotation_minutes: null, round_seconds: PICTIONARY.roundSeconds });
  });

  it('scores guesses, answers the guesser alone, and ends the round when everyone has the word', async () => {
    const { word } = await start();
    expectError(await guess(host, word!), 409, 'CONFLICT', PICTIONARY_TEXTS.drawerCannotGuess);
    expectError(await guess(ann, '  '), 400, 'VALIDATION_ERROR', PICTIONARY_TEXTS.emptyGuess);

    const wrong = await guess(ann, 'xylophonez');
    expect(wrong.json()).toEqual({ correct: false, close: false, text: 'xylophonez', points: 0 });
    const close = await guess(ann, `${word}${word!.length >= 4 ? '' : 'zz'}`.replace(/.$/, 'q'));
    if (word!.length >= 4) expect(close.json<PictionaryGuessResult>().close).toBe(true);

    t.clock.advance(20_000);
    const right = (await guess(ann, word!.toUpperCase())).json<PictionaryGuessResult>();
    expect(right).toMatchObject({ correct: true, close: false });
    expect(right.points).toBeLessThan(PICTIONARY.guessPointsMax);
    expect(right.points).toBeGreaterThan(PICTIONARY.guessPointsMin);
    expectError(await guess(ann, word!), 409, 'CONFLICT', PICTIONARY_TEXTS.alreadyGuessed);

    const mid = await gameOf(ben);
    expect(mid.view.guessed_ids).toEqual([ann.id]);
    expect(mid.view.guesses.map((g) => g.text)).toContain('xylophonez');
    expect(mid.view.word).toBeNull();

    expect((await guess(ben, word!)).json<PictionaryGuessResult>().correct).toBe(true);
    const over = await gameOf(ben);
    expect(over.view).toMatchObject({ phase: 'round_over', word, guessed_ids: [ann.id, ben.id] });
    expect(over.view.scores[0]).toEqual({ user_id: ann.id, points: right.points });
    expect(over.view.scores.find((s) => s.user_id === host.id)!.points).toBe(2 * PICTIONARY.drawerPointsPerGuess);
  });

  it('streams the drawer’s points, keeps finished strokes for latecomers, and refuses anyone else’s pen', async () => {
    const game = await start();
    socketOf(ann).send({ type: 'PICTIONARY_STROKE', payload: { stroke: stroke('a1') } });
    expect((await socketOf(ann).next('ERROR')).payload.message).toBe(PICTIONARY_TEXTS.notDrawer);
    socketOf(ann).send({ type: 'PICTIONARY_POINTS', payload: { piece: { ...stroke('a2'), start: 0 } } });
    expect((await socketOf(ann).next('ERROR')).payload.message).toBe(PICTIONARY_TEXTS.notDrawer);

    socketOf(host).send({ type: 'PICTIONARY_POINTS', payload: { piece: { ...stroke('h1'), start: 0 } } });
    const live = await socketOf(ben).next('PICTIONARY_POINTS');
    expect(live).toMatchObject({ seq: null, payload: { from_user_id: host.id, turn_id: game.view.turn_id } });
    socketOf(host).send({ type: 'PICTIONARY_STROKE', payload: { stroke: stroke('h1') } });
    socketOf(host).send({ type: 'PICTIONARY_STROKE', payload: { stroke: stroke('h1') } });
    socketOf(host).send({ type: 'PICTIONARY_STROKE', payload: { stroke: stroke('h2') } });
    expect((await socketOf(ann).next('PICTIONARY_STROKE')).payload.stroke).toEqual(stroke('h1'));
    expect((await socketOf(ann).next('PICTIONARY_STROKE')).payload.stroke).toEqual(stroke('h2'));
    expect(socketOf(ann).messages.filter((m) => m.type === 'PICTIONARY_STROKE')).toHaveLength(2);
    // The refused strokes never reached anyone.
    expect(socketOf(ben).messages.filter((m) => m.type === 'PICTIONARY_POINTS')).toHaveLength(1);
    expect((await gameOf(ben)).strokes).toEqual([stroke('h1'), stroke('h2')]);

    socketOf(host).send({ type: 'PICTIONARY_CLEAR' });
    expect((await socketOf(ben).next('PICTIONARY_CLEAR')).payload.turn_id).toBe(game.view.turn_id);
    expect((await gameOf(ben)).strokes).toEqual([]);

    socketOf(host).send({
      type: 'PICTIONARY_POINTS',
      payload: { piece: { ...stroke('big'), start: 0, points: Array(65).fill([0, 0, 0]) } },
    });
    expect((await socketOf(host).next('ERROR')).payload.code).toBe('VALIDATION_ERROR');

    // A turn holds at most its strokes (filled in the store: sent, they would take the socket past its allowance).
    await t.db.insert(pictionaryStrokes).values(
      Array.from({ length: PICTIONARY.strokesPerRound }, (_, i) => ({
        roomId: game.room_id,
        turnId: game.view.turn_id!,
        strokeId: `f${i}`,
        position: i,
        stroke: stroke(`f${i}`),
      })),
    );
    socketOf(host).send({ type: 'PICTIONARY_STROKE', payload: { stroke: stroke('one-too-many') } });
    expect((await socketOf(host).next('ERROR')).payload.message).toBe(PICTIONARY_TEXTS.canvasFull);
    expect((await gameOf(ben)).strokes).toHaveLength(PICTIONARY.strokesPerRound);
  });

  it('moves on when the clock runs out, lets only the host or the drawer skip, and ends with everyone’s points', async () => {
    const first = await start();
    const timer = await pendingWake('time_up', first.view.turn_id);
    expect(timer).toMatchObject({ type: 'PICTIONARY', room_id: first.room_id });
    // The queue's own worker runs the job once it is due (brought forward from 80 s).
    await t.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(and(eq(jobs.name, WAKE_JOB), sql`${jobs.payload} -> 'action' ->> 'turn_id' = ${first.view.turn_id}`));
    await expect.poll(async () => (await gameOf(ann)).view.phase, { timeout: 5000 }).toBe('round_over');
    expect((await gameOf(ann)).view.word).toBe(first.word);
    // The same wake again (a retried job) changes nothing.
    await wakeUp(runtime(), timer);
    expect((await gameOf(ann)).view.phase).toBe('round_over');

    await wakeUp(runtime(), await pendingWake('break_over', first.view.turn_id));
    const offered = await gameOf(ann);
    expect(offered.view).toMatchObject({ phase: 'choosing', round: 2, drawer_id: ann.id });
    // Ann does not choose in time: she draws the first word she was offered.
    await wakeUp(runtime(), await pendingWake('choice_due', offered.view.turn_id));
    const second = await gameOf(ann);
    expect(second.view).toMatchObject({ phase: 'drawing', round: 2, drawer_id: ann.id });
    expect(second.word).toBe(offered.choices![0]);
    expect(second.word).not.toBe(first.word);

    expectError(await request('POST', 'next', ben, { event_id: event.event_id }), 409, 'CONFLICT', PICTIONARY_TEXTS.cannotSkip);
    await request('POST', 'next', ann, { event_id: event.event_id });
    await request('POST', 'next', ann, { event_id: event.event_id });
    expect((await gameOf(ben)).view).toMatchObject({ round: 3, drawer_id: ben.id });
    await request('POST', 'next', host, { event_id: event.event_id });
    const done = (await request('POST', 'next', host, { event_id: event.event_id })).json<PictionaryGame>();
    expect(done.view).toMatchObject({ phase: 'finished', drawer_id: null });
    expect(done.view.scores.map((s) => s.user_id).sort()).toEqual([host.id, ann.id, ben.id].sort());

    // Anyone in the room starts the next game.
    expect((await request('POST', 'next', ben, { event_id: event.event_id })).json<PictionaryGame>().view).toMatchObject({
      phase: 'choosing',
      round: 1,
    });
  });

  it('hears a spoken guess among the round’s words and counts it as typed', async () => {
    const { room_id } = await start();
    // A word the recogniser hears from flite's voice (the dealt words vary; about 1 in 10 of them it misses).
    const word = 'elephant';
    const [stored] = await t.db.select({ state: liveRooms.activityState }).from(liveRooms).where(eq(liveRooms.id, room_id));
    const state = stored!.state as { word: { word: string; category: string } };
    await t.db
      .update(liveRooms)
      .set({ activityState: { ...state, word: { word, category: 'animals' } } })
      .where(eq(liveRooms.id, room_id));
    const say = (who: Member, audio: Uint8Array) => room.say('add_current_round_guess', who, audio);
    const spoken = await say(ann, asBrowserWebm(await synthesizeFixture(`${word}.`)));
    expect(spoken.statusCode, spoken.body).toBe(200);
    expect(spoken.json()).toMatchObject({ correct: true, text: word });
    expect((await gameOf(ben)).view.guessed_ids).toEqual([ann.id]);

    const silence = new Uint8Array(await synthesizeFixture('.'));
    expect((await say(ben, silence)).json()).toEqual({ correct: false, close: false, text: null, points: 0 });
    expectError(await say(ben, new TextEncoder().encode('not audio')), 400, 'VALIDATION_ERROR', PICTIONARY_TEXTS.noFile);
    expectError(
      await say(ben, new Uint8Array(PICTIONARY.spokenGuessMaxBytes + 1)),
      413,
      'PAYLOAD_TOO_LARGE',
      PICTIONARY_TEXTS.tooBig,
    );
    expectError(await say(host, silence), 409, 'CONFLICT', PICTIONARY_TEXTS.drawerCannotGuess);
  });

  it('refuses calls for a room that does not run it or a caller outside the event', async () => {
    expectError(await guess(ann, 'cat'), 409, 'CONFLICT', ACTIVITY_TEXTS.notRunning);
    expectError(await request('POST', 'next', ann, { event_id: event.event_id }), 409, 'CONFLICT', ACTIVITY_TEXTS.notRunning);
    await start();
    const stranger = await student(t);
    expectError(await guess(stranger, 'cat'), 409, 'CONFLICT', ACTIVITY_TEXTS.notInRoom);
    expectError(await request('GET', `get?event_id=${event.event_id}`, stranger), 409, 'CONFLICT', ACTIVITY_TEXTS.notInRoom);

    // Only a host ends the game; the room goes back to the chat view and the game's calls with it.
    expectError(await request('POST', 'exit', ann, { event_id: event.event_id }), 403, 'FORBIDDEN', EVENT_TEXTS.hostOnly);
    expect((await request('POST', 'exit', host, { event_id: event.event_id })).json()).toMatchObject({ event_type: 'CHAT' });
    expectError(await request('GET', `get?event_id=${event.event_id}`, ann), 409, 'CONFLICT', ACTIVITY_TEXTS.notRunning);
    expectError(
      await request('POST', 'choose', host, { event_id: event.event_id, word: 'cat' }),
      409,
      'CONFLICT',
      ACTIVITY_TEXTS.notRunning,
    );
  });
});
