import { WAITING_WORD_BOMB, WORD_BOMB, WORD_BOMB_TEXTS } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import type { ActivityContext } from '../engine/activity-machine.ts';
import { refusal } from '../engine/machine-testing.ts';
import { COMMON_WORDS, isWord, SYLLABLES, wordsWith } from './dictionary.ts';
import { wordBombMachine as machine, wordBombView, type WordBombAction, type WordBombState } from './wordbomb.machine.ts';

const START = Date.parse('2026-03-10T10:00:00Z');
let seed = 1;
/** A replayable random, so a failing game can be played again. */
const seeded = () => {
  seed = (seed * 16807) % 2147483647;
  return (seed - 1) / 2147483646;
};
const ctx = (people = [1, 2, 3], level: ActivityContext['level'] = 1, roundSeconds: number | null = null): ActivityContext => ({
  roomId: 'E1-main',
  now: new Date(START),
  random: seeded,
  level,
  topicsUsed: [],
  clocks: { roundSeconds, breakSeconds: null },
  people,
});
const run = (state: WordBombState, action: WordBombAction, at = ctx()) => machine.act(state, action, at);
const begun = (at = ctx()) => machine.begin!(at).state;
/** A word the game has not had that holds the prompt. */
const rightWord = (state: WordBombState) =>
  wordsWith(state.syllable!).find((word) => !state.played.some((p) => p.word === word))!;
const answer = (state: WordBombState, text: string, at = ctx(), user_id = state.holder_id!) =>
  run(state, { type: 'answer', user_id, text, spoken: false }, at);
const explode = (state: WordBombState, at = ctx()) => run(state, { type: 'explode', turn_id: state.turn_id! }, at);

describe('the word game dictionary', () => {
  it('holds common English words, none of them rude, and prompts at every level that common words hold', () => {
    for (const word of ['house', 'bring', 'colour', 'color', 'thinking']) expect(isWord(word)).toBe(true);
    for (const word of ['fuck', 'fucking', 'shit', 'qzx']) expect(isWord(word)).toBe(false);
    expect(COMMON_WORDS.length).toBeGreaterThan(10_000);
    for (const level of [1, 2, 3, 4] as const) {
      const prompts = SYLLABLES.filter((s) => s.level === level);
      expect(prompts.length).toBeGreaterThan(100);
      // Every twentieth: the whole list takes seconds.
      for (const { syllable, common_words } of prompts.filter((_, i) => i % 20 === 0))
        expect(wordsWith(syllable).length).toBeGreaterThanOrEqual(common_words);
    }
    const [easiest, hardest] = [1, 4].map((level) =>
      Math.min(...SYLLABLES.filter((s) => s.level === level).map((s) => s.common_words)),
    );
    expect(easiest).toBeGreaterThan(hardest! * 5);
  });
});

describe('the word game machine', () => {
  it('waits with one person in the room, refuses a game until a second comes, and then hands the bomb to a player', () => {
    const alone = machine.begin!(ctx([1]));
    expect(machine.view(alone.state)).toEqual(WAITING_WORD_BOMB);
    expect(refusal(() => run(alone.state, { type: 'new_game' }, ctx([1])))).toBe(WORD_BOMB_TEXTS.notEnoughPlayers);

    const step = run(alone.state, { type: 'new_game' }, ctx([1, 2]));
    const view = wordBombView(step.state);
    expect(view).toMatchObject({ phase: 'playing', turn: 1, ends_at: new Date(START + 20_000).toISOString() });
    expect(view.players).toEqual([
      { user_id: 1, lives: WORD_BOMB.lives, words: 0, longest: null },
      { user_id: 2, lives: WORD_BOMB.lives, words: 0, longest: null },
    ]);
    expect([1, 2]).toContain(view.holder_id);
    expect(SYLLABLES.find((s) => s.syllable === view.syllable)?.level).toBe(1);
    expect(step.wake).toEqual({ afterMs: 20_000, action: { type: 'explode', turn_id: view.turn_id } });
    expect(refusal(() => run(step.state, { type: 'new_game' }, ctx([1, 2])))).toBe(WORD_BOMB_TEXTS.gameRunning);
  });

  it('passes the bomb round the table with a new prompt for each word that holds the prompt', () => {
    let state = begun();
    const order = [state.holder_id!];
    for (let i = 0; i < 4; i++) {
      const word = rightWord(state);
      const step = answer(state, `  ${word.toUpperCase()}! `);
      expect(step.state.played.at(-1)).toEqual({ user_id: state.holder_id, word, syllable: state.syllable, spoken: false });
      expect(step.state.turn_id).not.toBe(state.turn_id);
      expect(step.wake).toEqual({ afterMs: 20_000, action: { type: 'explode', turn_id: step.state.turn_id } });
      state = step.state;
      order.push(state.holder_id!);
    }
    // 1 → 2 → 3 → 1 …, whoever starts.
    for (let i = 1; i < order.length; i++) expect(order[i]).toBe((order[i - 1]! % 3) + 1);
    const counts = state.players.map((p) => p.words);
    expect(counts.reduce((a, b) => a + b)).toBe(4);
    const longest = state.players.find((p) => p.words === 2)!;
    const theirs = state.played.filter((p) => p.user_id === longest.user_id).map((p) => p.word);
    expect(longest.longest).toBe(theirs.sort((a, b) => b.length - a.length)[0]);
  });

  it('keeps the bomb with its holder for a word without the prompt, a word not in the dictionary and a word played already', () => {
    let state = begun();
    const first = rightWord(state);
    state = answer(state, first).state;
    const holder = state.holder_id!;
    const without = COMMON_WORDS.find((word) => !word.includes(state.syllable!))!;
    const cases: [string, string][] = [
      [without, 'no_syllable'],
      [`${state.syllable}qqz`, 'not_a_word'],
    ];
    for (const [text, verdict] of cases) {
      const step = answer(state, text);
      expect(step.state).toMatchObject({ holder_id: holder, turn_id: state.turn_id, ends_at: state.ends_at });
      expect(step.state.attempt).toEqual({ user_id: holder, text, spoken: false, verdict });
      expect(step.wake).toBeUndefined();
    }
    // A word played already: its prompt brought round again by hand (the game would not give it so soon).
    const replay = { ...state, syllable: first.slice(0, 2) };
    expect(answer(replay, first).state.attempt?.verdict).toBe('used');
  });

  it('refuses an answer out of turn, from someone watching, and when no game runs', () => {
    const state = begun();
    const other = [1, 2, 3].find((id) => id !== state.holder_id)!;
    expect(refusal(() => answer(state, rightWord(state), ctx(), other))).toBe(WORD_BOMB_TEXTS.notYourTurn);
    expect(refusal(() => answer(state, rightWord(state), ctx([1, 2, 3, 4]), 4))).toBe(WORD_BOMB_TEXTS.notYourTurn);
    expect(refusal(() => run(state, { type: 'pass', user_id: other }))).toBe(WORD_BOMB_TEXTS.notYourTurn);
    const waiting = machine.initial(ctx());
    expect(refusal(() => answer(waiting, 'house', ctx(), 1))).toBe(WORD_BOMB_TEXTS.notPlaying);
    expect(refusal(() => run(waiting, { type: 'pass', user_id: 1 }))).toBe(WORD_BOMB_TEXTS.notPlaying);
  });

  it('explodes on its holder when the clock runs out: a life less, a card of words that would have passed, and on it goes', () => {
    const state = begun();
    const step = explode(state);
    const holder = state.holder_id!;
    expect(step.state.players.find((p) => p.user_id === holder)!.lives).toBe(WORD_BOMB.lives - 1);
    const [card] = step.state.explosions;
    expect(card).toMatchObject({ user_id: holder, syllable: state.syllable });
    expect(card!.useful_words).toHaveLength(WORD_BOMB.usefulWords);
    for (const word of card!.useful_words) expect(word).toContain(state.syllable);
    expect(step.state.holder_id).not.toBe(holder);
    // A wake-up of a turn that is over changes nothing.
    expect(refusal(() => run(step.state, { type: 'explode', turn_id: state.turn_id! }))).toBe('stale');
    // Giving up is an explosion now.
    const given = run(step.state, { type: 'pass', user_id: step.state.holder_id! });
    expect(given.state.explosions).toHaveLength(2);
    expect(given.state.explosions[1]!.user_id).toBe(step.state.holder_id);
  });

  it('skips players who are out or not in the room, and the last one standing wins', () => {
    let state = begun(ctx([1, 2, 3]));
    while (state.phase === 'playing' && state.players.filter((p) => p.lives > 0).length > 1) {
      // Player 1 always answers; the others always let the bomb explode.
      state = (state.holder_id === 1 ? answer(state, rightWord(state)) : explode(state)).state;
      for (const out of state.players.filter((p) => p.lives === 0)) expect(state.holder_id).not.toBe(out.user_id);
    }
    expect(state).toMatchObject({ phase: 'finished', winner_id: 1, holder_id: null, syllable: null, ends_at: null });
    expect(wordBombView(state).explosions).toHaveLength(2 * WORD_BOMB.lives);
    expect(run(state, { type: 'new_game' }).state.phase).toBe('playing');

    // Player 3 leaves: the bomb skips them; then player 2 leaves too and player 1 is left alone, the winner.
    let left = begun(ctx([1, 2, 3]));
    left = (left.holder_id === 3 ? explode(left, ctx([1, 2])) : answer(left, rightWord(left), ctx([1, 2]))).state;
    expect(left.holder_id).not.toBe(3);
    if (left.holder_id === 2) left = answer(left, rightWord(left), ctx([1, 2])).state;
    expect(answer(left, rightWord(left), ctx([1])).state).toMatchObject({ phase: 'finished', winner_id: 1 });
  });

  it('gives prompts of the event level, none of the last few again, and uses the server clock when it sets one', () => {
    let state = begun(ctx([1, 2], 4, 600));
    expect(state.ends_at).toBe(new Date(START + 600_000).toISOString());
    const prompts = [state.syllable!];
    for (let i = 0; i < 10; i++) {
      state = answer(state, rightWord(state), ctx([1, 2], 4, 600)).state;
      prompts.push(state.syllable!);
    }
    for (const prompt of prompts) expect(SYLLABLES.find((s) => s.syllable === prompt)?.level).toBe(4);
    expect(new Set(prompts).size).toBe(prompts.length);
  });

  it('stores a state it can read back, and shows the room the newest words only', () => {
    let state = begun(ctx([1, 2]));
    for (let i = 0; i < WORD_BOMB.wordsShown + 3; i++) state = answer(state, rightWord(state), ctx([1, 2])).state;
    expect(machine.stateSchema.parse(JSON.parse(JSON.stringify(state)))).toEqual(state);
    const view = wordBombView(state);
    expect(view.played).toHaveLength(WORD_BOMB.wordsShown);
    expect(view.played.at(-1)).toEqual(state.played.at(-1));
    expect(view).not.toHaveProperty('game_id');
  });
});
