import {
  ACTIVITY_TEXTS,
  EVENT_TEXTS,
  WORD_BOMB,
  WORD_BOMB_TEXTS,
  type WordBombAnswerResult,
  type WordBombConfig,
  type WordBombGame,
} from '@parley/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { liveRooms } from '../../../db/schema/index.ts';
import { expectError } from '../../../test/auth-helpers.ts';
import { student, type Member } from '../../../test/event-helpers.ts';
import { gameRoom } from '../../../test/game-room.ts';
import { asBrowserWebm, synthesizeFixture } from '../../../test/speech-fixtures.ts';
import { wakeUp } from '../engine/runtime.ts';
import { COMMON_WORDS, DICTIONARY_SIZE, SYLLABLES, wordsWith } from './dictionary.ts';

const room = gameRoom('wordbomb');
const eventId = () => room.event.event_id;
const gameOf = (who: Member) => room.read<WordBombGame>('get', who);
const answer = (who: Member, word: string) => room.request('POST', 'answer', who, { event_id: eventId(), word });
const start = async () => {
  const res = await room.request('POST', 'start', room.host, { event_id: eventId() });
  expect(res.statusCode, res.body).toBe(200);
  return gameOf(room.host);
};
const everyone = () => [room.host, room.ann, room.ben];
const holderOf = (game: WordBombGame) => everyone().find((who) => who.id === game.view.holder_id)!;
const rightWord = (game: WordBombGame) =>
  wordsWith(game.view.syllable!).find((word) => !game.view.played.some((p) => p.word === word))!;

describe('the word game', () => {
  it('is started by a host only; everyone in the room plays, sees the prompt and who holds the bomb', async () => {
    const { host, ann } = room;
    expectError(await room.request('POST', 'start', ann, { event_id: eventId() }), 403, 'FORBIDDEN', EVENT_TEXTS.hostOnly);
    expect(room.socketOf(ann).messages.some((m) => m.type === 'CHANGE_EVENT_TYPE')).toBe(false);
    const game = await start();
    expect(game.view).toMatchObject({ type: 'JKLM_FUN', phase: 'playing', turn: 1, attempt: null });
    expect(game.view.players.map((p) => [p.user_id, p.lives])).toEqual(everyone().map((who) => [who.id, WORD_BOMB.lives]));
    expect((await room.socketOf(ann).next('CHANGE_EVENT_TYPE')).payload.event_type).toBe('JKLM_FUN');
    expect((await room.socketOf(ann).next('ACTIVITY_STATE')).payload.activity).toEqual(game.view);
    expect((await gameOf(ann)).view).toEqual(game.view);

    const config = await room.read<WordBombConfig>('config', ann);
    expect(config).toEqual({
      room_size: 4,
      rotation_minutes: null,
      turn_seconds: WORD_BOMB.turnSeconds,
      lives: WORD_BOMB.lives,
      min_players: 2,
      syllable_level: expect.any(Number),
      syllables_at_level: SYLLABLES.filter((s) => s.level === config.syllable_level).length,
      dictionary_words: DICTIONARY_SIZE,
    });
    expect(host.id).toBe(game.view.players[0]!.user_id);
  });

  it('passes the bomb on a word holding the prompt; a wrong word stays with its holder for the room to see', async () => {
    const game = await start();
    const holder = holderOf(game);
    const other = everyone().find((who) => who !== holder)!;
    await room.socketOf(other).next('ACTIVITY_STATE');
    const before = room.socketOf(other).messages.length;
    expectError(await answer(other, rightWord(game)), 409, 'CONFLICT', WORD_BOMB_TEXTS.notYourTurn);
    expectError(await answer(holder, '   '), 400, 'VALIDATION_ERROR', WORD_BOMB_TEXTS.emptyAnswer);
    expectError(await answer(holder, 'a'.repeat(WORD_BOMB.wordMaxLength + 1)), 400, 'VALIDATION_ERROR');
    expect(room.socketOf(other).messages.length).toBe(before);
    expect((await gameOf(other)).view).toEqual(game.view);

    const without = COMMON_WORDS.find((word) => !word.includes(game.view.syllable!))!;
    const wrong = await answer(holder, without);
    expect(wrong.json<WordBombAnswerResult>()).toEqual({ verdict: 'no_syllable', word: without });
    const seen = await room.socketOf(other).next('ACTIVITY_STATE');
    expect(seen.payload.activity).toMatchObject({
      holder_id: holder.id,
      attempt: { user_id: holder.id, text: without, verdict: 'no_syllable', spoken: false },
    });

    const word = rightWord(game);
    expect((await answer(holder, word.toUpperCase())).json<WordBombAnswerResult>()).toEqual({ verdict: 'correct', word });
    const passed = await gameOf(other);
    expect(passed.view).toMatchObject({ turn: 2, attempt: null });
    expect(passed.view.holder_id).not.toBe(holder.id);
    expect(passed.view.played).toEqual([{ user_id: holder.id, word, syllable: game.view.syllable, spoken: false }]);
    expect(passed.view.players.find((p) => p.user_id === holder.id)).toMatchObject({ words: 1, longest: word });
  });

  it('explodes when the clock runs out or the holder gives up, and the last player with a life left wins', async () => {
    const game = await start();
    // The clock: the wake-up the turn asked for, run as the worker would.
    const wake = await room.pendingWake('explode', game.room_id);
    expect(wake).toBeDefined();
    await wakeUp(room.runtime(), wake);
    const exploded = await gameOf(room.ann);
    const [card] = exploded.view.explosions;
    expect(card).toMatchObject({ user_id: game.view.holder_id, syllable: game.view.syllable });
    expect(card!.useful_words.length).toBe(WORD_BOMB.usefulWords);
    // The same wake-up again (a retried job) changes nothing.
    await wakeUp(room.runtime(), wake);
    expect((await gameOf(room.ann)).view).toEqual(exploded.view);

    // The host answers every prompt, Ann and Ben give up theirs: Ann and Ben are out, and the host wins.
    let now = exploded;
    while (now.view.phase === 'playing') {
      const holder = holderOf(now);
      const res =
        holder === room.host
          ? await answer(holder, rightWord(now))
          : await room.request('POST', 'pass', holder, { event_id: eventId() });
      expect(res.statusCode, res.body).toBe(200);
      now = await gameOf(room.ben);
    }
    expect(now.view).toMatchObject({ phase: 'finished', winner_id: room.host.id, holder_id: null, syllable: null });
    expect(now.view.players.filter((p) => p.lives === 0).map((p) => p.user_id)).toEqual([room.ann.id, room.ben.id]);
    expectError(await answer(room.host, 'house'), 409, 'CONFLICT', WORD_BOMB_TEXTS.notPlaying);

    // Anyone in the room starts the next game; a second start while it runs is refused.
    const again = await room.request('POST', 'game/start', room.ben, { event_id: eventId() });
    expect(again.json<WordBombGame>().view).toMatchObject({ phase: 'playing', turn: 1, explosions: [], played: [] });
    expectError(
      await room.request('POST', 'game/start', room.ann, { event_id: eventId() }),
      409,
      'CONFLICT',
      WORD_BOMB_TEXTS.gameRunning,
    );
  });

  it('hears a spoken word among the words holding the prompt and takes it as typed', async () => {
    const game = await start();
    const holder = holderOf(game);
    const other = everyone().find((who) => who !== holder)!;
    const [stored] = await room.t.db
      .select({ state: liveRooms.activityState })
      .from(liveRooms)
      .where(eq(liveRooms.id, game.room_id));
    // A prompt and a word flite's voice says clearly (the dealt prompts vary).
    await room.t.db
      .update(liveRooms)
      .set({ activityState: { ...(stored!.state as object), syllable: 'pho' } })
      .where(eq(liveRooms.id, game.room_id));

    const silence = new Uint8Array(await synthesizeFixture('.'));
    expectError(await room.say('answer/spoken', other, silence), 409, 'CONFLICT', WORD_BOMB_TEXTS.notYourTurn);
    expect((await room.say('answer/spoken', holder, silence)).json()).toEqual({ verdict: null, word: null });
    const notAudio = await room.say('answer/spoken', holder, new TextEncoder().encode('not audio'));
    expectError(notAudio, 400, 'VALIDATION_ERROR', WORD_BOMB_TEXTS.noFile);
    const tooBig = await room.say('answer/spoken', holder, new Uint8Array(WORD_BOMB.spokenAnswerMaxBytes + 1));
    expectError(tooBig, 413, 'PAYLOAD_TOO_LARGE', WORD_BOMB_TEXTS.tooBig);

    const spoken = await room.say('answer/spoken', holder, asBrowserWebm(await synthesizeFixture('telephone.')));
    expect(spoken.json<WordBombAnswerResult>()).toEqual({ verdict: 'correct', word: 'telephone' });
    expect((await gameOf(other)).view.played).toEqual([{ user_id: holder.id, word: 'telephone', syllable: 'pho', spoken: true }]);
  });

  it('answers only in a room running the game, and exit takes the room back to the chat', async () => {
    const { host, ann } = room;
    expectError(await room.request('GET', `get?event_id=${eventId()}`, ann), 409, 'CONFLICT', ACTIVITY_TEXTS.notRunning);
    expectError(await answer(ann, 'house'), 409, 'CONFLICT', ACTIVITY_TEXTS.notRunning);
    await start();
    const outsider = await student(room.t);
    expectError(await room.request('GET', `get?event_id=${eventId()}`, outsider), 409, 'CONFLICT', ACTIVITY_TEXTS.notInRoom);
    expectError(await answer(outsider, 'house'), 409, 'CONFLICT', ACTIVITY_TEXTS.notInRoom);
    expectError(await room.request('POST', 'exit', ann, { event_id: eventId() }), 403, 'FORBIDDEN', EVENT_TEXTS.hostOnly);
    expect((await room.request('POST', 'exit', host, { event_id: eventId() })).statusCode).toBe(200);
    expectError(await room.request('POST', 'pass', ann, { event_id: eventId() }), 409, 'CONFLICT', ACTIVITY_TEXTS.notRunning);
  });
});
