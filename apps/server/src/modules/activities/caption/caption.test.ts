import {
  ACTIVITY_TEXTS,
  CAPTION_TEXTS,
  CAPTION_THIS,
  EVENT_TEXTS,
  type CaptionConfig,
  type CaptionGame,
  type CaptionResults,
} from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../../test/auth-helpers.ts';
import { student, type Member } from '../../../test/event-helpers.ts';
import { gameRoom } from '../../../test/game-room.ts';
import { asBrowserWebm, synthesizeFixture } from '../../../test/speech-fixtures.ts';
import { wakeUp } from '../engine/runtime.ts';
import { SCENES } from './scenes.ts';

const room = gameRoom('caption_this');
const eventId = () => room.event.event_id;
const gameOf = (who: Member) => room.read<CaptionGame>('get', who);
const write = (who: Member, text: string, spoken = false) =>
  room.request('POST', 'guess', who, { event_id: eventId(), text, spoken });
const vote = (who: Member, caption_id: string) => room.request('POST', 'vote', who, { event_id: eventId(), caption_id });
const start = async () => {
  const res = await room.request('POST', 'start', room.host, { event_id: eventId() });
  expect(res.statusCode, res.body).toBe(200);
  return gameOf(room.host);
};
/** Everyone captions; Ann's caption has a grammar mistake. */
const everyoneWrites = async () => {
  for (const [who, text] of [
    [room.host, 'Nobody told me it was a costume party'],
    [room.ann, 'He drive to the beach every day'],
    [room.ben, 'When the weekend finally comes'],
  ] as const) {
    const res = await write(who, text);
    expect(res.statusCode, res.body).toBe(200);
  }
};

describe('Caption this', () => {
  it('is started by a host only and shows everyone one of the pictures it serves', async () => {
    expectError(await room.request('POST', 'start', room.ann, { event_id: eventId() }), 403, 'FORBIDDEN', EVENT_TEXTS.hostOnly);
    const game = await start();
    expect(game.view).toMatchObject({ phase: 'writing', round: 1, rounds_total: CAPTION_THIS.rounds });
    expect((await room.socketOf(room.ann).next('ACTIVITY_STATE')).payload.activity).toEqual(game.view);

    const picture = await room.t.app.inject({ method: 'GET', url: game.view.media!.url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/svg+xml');
    expect(picture.headers['content-security-policy']).toContain("default-src 'none'");
    expect(picture.body).toContain(`<title>${game.view.media!.alt}</title>`);
    const missing = await room.t.app.inject({ method: 'GET', url: game.view.media!.url.replace(/[^/]+$/, '..%2Fcaption.ts') });
    expectError(missing, 404, 'NOT_FOUND');

    const { media } = await room.read<{ media: { id: string }[] }>('videos', room.ann);
    expect(media).toHaveLength(SCENES.length);
    expect(media.length).toBeGreaterThanOrEqual(60);
    const config = await room.read<CaptionConfig>('config', room.ann);
    expect(config).toMatchObject({ room_size: 4, rotation_minutes: null, rounds: 3, write_seconds: 90, vote_seconds: 45 });
  });

  it('takes a caption each, votes for another, and shows the round with votes and grammar corrections', async () => {
    await start();
    expectError(await write(room.ann, '   '), 400, 'VALIDATION_ERROR', CAPTION_TEXTS.emptyCaption);
    expectError(await write(room.ann, 'x'.repeat(CAPTION_THIS.captionMaxLength + 1)), 400, 'VALIDATION_ERROR');
    await everyoneWrites();
    expectError(await write(room.ann, 'Again'), 409, 'CONFLICT', CAPTION_TEXTS.notWriting);

    const voting = await gameOf(room.ann);
    expect(voting.view.phase).toBe('voting');
    expect(voting.my_caption!.text).toBe('He drive to the beach every day');
    // The ballot names no authors.
    for (const entry of voting.view.ballot) expect(Object.keys(entry).sort()).toEqual(['id', 'text']);
    const ids = new Map(voting.view.ballot.map((b) => [b.text, b.id]));
    const annId = ids.get('He drive to the beach every day')!;
    const benId = ids.get('When the weekend finally comes')!;
    expectError(await vote(room.ann, annId), 409, 'CONFLICT', CAPTION_TEXTS.ownCaption);
    expectError(await vote(room.ann, 'nope'), 409, 'CONFLICT', CAPTION_TEXTS.noSuchCaption);
    expect((await vote(room.ann, benId)).json<CaptionGame>().my_vote).toBe(benId);
    expectError(await vote(room.ann, benId), 409, 'CONFLICT', CAPTION_TEXTS.alreadyVoted);
    await vote(room.host, benId);
    await vote(room.ben, annId);

    const over = (await gameOf(room.ben)).view;
    expect(over.phase).toBe('round_over');
    const round = over.last_round!;
    expect(round.winner_ids).toEqual([room.ben.id]);
    const anns = round.captions.find((c) => c.user_id === room.ann.id)!;
    expect(anns.votes).toBe(1);
    expect(anns.corrections[0]!.corrected).toContain('drives');
    expect(round.captions.find((c) => c.user_id === room.ben.id)!.corrections).toEqual([]);
    expect(round.useful_words.length).toBeGreaterThanOrEqual(3);

    // The host turns the corrections off for the room; a learner may not.
    const off = { event_id: eventId(), on: false };
    expectError(await room.request('POST', 'corrections', room.ann, off), 403, 'FORBIDDEN', EVENT_TEXTS.hostOnly);
    const hidden = (await room.request('POST', 'corrections', room.host, off)).json<CaptionGame>();
    expect(hidden.view.last_round!.captions.every((c) => c.corrections.length === 0)).toBe(true);
    const results = await room.read<CaptionResults>('get_game_result', room.ann);
    expect(results.rounds[0]!.captions.every((c) => c.corrections.length === 0)).toBe(true);
    expect(results.scores[0]).toEqual({ user_id: room.ben.id, points: 2 });
  });

  it('moves on by the clock or the host, and ends after its rounds', async () => {
    const game = await start();
    expectError(await room.request('POST', 'next', room.ann, { event_id: eventId() }), 409, 'CONFLICT', CAPTION_TEXTS.cannotSkip);
    await write(room.ann, 'Just one caption');
    const wake = await room.pendingWake('writing_over', game.room_id);
    await wakeUp(room.runtime(), wake);
    expect((await gameOf(room.ann)).view.phase).toBe('round_over');
    for (let round = 1; round < CAPTION_THIS.rounds; round++) {
      await room.request('POST', 'next', room.host, { event_id: eventId() });
      await room.request('POST', 'next', room.host, { event_id: eventId() });
      await room.request('POST', 'next', room.host, { event_id: eventId() });
    }
    await room.request('POST', 'next', room.host, { event_id: eventId() });
    const finished = await gameOf(room.ann);
    expect(finished.view).toMatchObject({ phase: 'finished', round: CAPTION_THIS.rounds });
    expect((await room.read<CaptionResults>('get_game_result', room.ben)).rounds).toHaveLength(CAPTION_THIS.rounds);
    const again = await room.request('POST', 'game/start', room.ben, { event_id: eventId() });
    expect(again.json<CaptionGame>().view).toMatchObject({ phase: 'writing', round: 1 });
  });

  it('transcribes a spoken caption for the player to check, and refuses what is not a short clip', async () => {
    const say = (who: Member, audio: Uint8Array) => room.say('transcribe', who, audio);
    expectError(await say(room.ann, new Uint8Array(10)), 409, 'CONFLICT', ACTIVITY_TEXTS.notRunning);
    await start();
    const heard = await say(room.ann, asBrowserWebm(await synthesizeFixture('The dog is driving the car.')));
    expect(heard.statusCode, heard.body).toBe(200);
    expect(heard.json<{ text: string }>().text).toMatch(/dog|car|driving/);
    expectError(await say(room.ann, new TextEncoder().encode('not audio')), 400, 'VALIDATION_ERROR', CAPTION_TEXTS.noFile);
    const tooBig = await say(room.ann, new Uint8Array(CAPTION_THIS.spokenMaxBytes + 1));
    expectError(tooBig, 413, 'PAYLOAD_TOO_LARGE', CAPTION_TEXTS.tooBig);
    expect((await write(room.ann, 'The dog is driving the car', true)).json<CaptionGame>().my_caption).toMatchObject({
      text: 'The dog is driving the car',
    });
  });

  it('answers only in a room running the game, and exit takes the room back to the chat', async () => {
    expectError(await write(room.ann, 'Hello'), 409, 'CONFLICT', ACTIVITY_TEXTS.notRunning);
    await start();
    const outsider = await student(room.t);
    expectError(await write(outsider, 'Hello'), 409, 'CONFLICT', ACTIVITY_TEXTS.notInRoom);
    expectError(await room.request('POST', 'exit', room.ann, { event_id: eventId() }), 403, 'FORBIDDEN', EVENT_TEXTS.hostOnly);
    expect((await room.request('POST', 'exit', room.host, { event_id: eventId() })).statusCode).toBe(200);
    expectError(await room.request('GET', `get?event_id=${eventId()}`, room.ann), 409, 'CONFLICT', ACTIVITY_TEXTS.notRunning);
  });
});
