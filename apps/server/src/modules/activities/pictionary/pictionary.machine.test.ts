import { PICTIONARY, PICTIONARY_TEXTS, WAITING_PICTIONARY } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import type { ActivityContext } from '../engine/activity-machine.ts';
import { refusal } from '../engine/machine-testing.ts';
import { judgeGuess } from './judge-guess.ts';
import { pictionaryMachine as machine, type PictionaryAction, type PictionaryState } from './pictionary.machine.ts';
import { WORD_BANK } from './word-bank.ts';

const START = Date.parse('2026-03-10T10:00:00Z');
const ctx = (seconds = 0, people = [1, 2, 3]): ActivityContext => ({
  roomId: 'E1-main',
  now: new Date(START + seconds * 1000),
  random: () => 0.5,
  level: 1,
  topicsUsed: [],
  clocks: { roundSeconds: null, breakSeconds: null },
  people,
});
const run = (state: PictionaryState, action: PictionaryAction, at = ctx()) => machine.act(state, action, at);
/** The drawer takes the first word offered. */
const chosen = (state: PictionaryState, at = ctx()) =>
  run(state, { type: 'choose', user_id: state.drawer_id!, word: state.choices[0]!.word }, at).state;
const begun = () => chosen(machine.begin!(ctx()).state);
/** Ends the turn (the drawer skips), then the pause. */
const turnOver = (state: PictionaryState, at: ActivityContext) =>
  run(
    run(state, { type: 'next', user_id: state.drawer_id!, host: false }, at).state,
    { type: 'next', user_id: state.drawer_id!, host: false },
    at,
  ).state;
const guess = (state: PictionaryState, user_id: number, text: string, seconds = 0) =>
  run(state, { type: 'guess', user_id, text, spoken: false }, ctx(seconds));

describe('the pictionary machine', () => {
  it('waits when the host starts it with one person in the room, and anyone there starts a game later', () => {
    const alone = machine.begin!(ctx(0, [1]));
    expect(machine.view(alone.state)).toEqual(WAITING_PICTIONARY);
    expect(refusal(() => run(alone.state, { type: 'next', user_id: 1, host: false }, ctx(0, [1])))).toBe(
      PICTIONARY_TEXTS.notEnoughPlayers,
    );
    expect(run(alone.state, { type: 'next', user_id: 2, host: false }).state.phase).toBe('choosing');
  });

  it('offers the first drawer three words of the level, tells only them, and takes the first if they do not choose', () => {
    const step = machine.begin!(ctx());
    const { state } = step;
    expect(state).toMatchObject({ phase: 'choosing', drawer_id: 1, word: null });
    const words = state.choices.map((c) => c.word);
    expect(new Set(words).size).toBe(PICTIONARY.choices);
    for (const word of words) expect(WORD_BANK.find((w) => w.word === word)!.level).toBe(1);
    expect(step.effects).toEqual([
      { type: 'PICTIONARY_CHOICES', payload: { room_id: 'E1-main', turn_id: state.turn_id, words }, to: { userId: 1 } },
    ]);
    expect(step.wake).toEqual({
      afterMs: PICTIONARY.chooseSeconds * 1000,
      action: { type: 'choice_due', turn_id: state.turn_id },
    });
    expect(machine.view(state)).toMatchObject({ phase: 'choosing', hint: null, word: null });

    expect(refusal(() => run(state, { type: 'choose', user_id: 2, word: words[0]! }))).toBe(PICTIONARY_TEXTS.notDrawer);
    expect(refusal(() => run(state, { type: 'choose', user_id: 1, word: 'not-offered' }))).toBe(PICTIONARY_TEXTS.notAChoice);
    const late = run(state, { type: 'choice_due', turn_id: state.turn_id! });
    expect(late.state.word!.word).toBe(words[0]);
    expect(refusal(() => run(late.state, { type: 'choice_due', turn_id: state.turn_id! }))).toBe('stale');
  });

  it('starts the clock on the word chosen, tells the drawer, and shows the others a hint', () => {
    const offered = machine.begin!(ctx()).state;
    const word = offered.choices[2]!.word;
    const step = run(offered, { type: 'choose', user_id: 1, word: ` ${word.toUpperCase()} ` }, ctx(5));
    expect(step.state).toMatchObject({ phase: 'drawing', started_at: new Date(START + 5000).toISOString(), used_words: [word] });
    expect(step.effects).toEqual([
      { type: 'PICTIONARY_WORD', payload: { room_id: 'E1-main', turn_id: offered.turn_id, word }, to: { userId: 1 } },
    ]);
    expect(step.wake).toEqual({ afterMs: PICTIONARY.roundSeconds * 1000, action: { type: 'time_up', turn_id: offered.turn_id } });
    const view = machine.view(step.state);
    expect(view).toMatchObject({ phase: 'drawing', round: 1, rounds_total: 3, drawer_id: 1, word: null });
    expect(view.type === 'PICTIONARY' && view.hint).toBe([word[0], ...Array.from(word.slice(1), () => '_')].join(' '));
    expect(refusal(() => run(step.state, { type: 'choose', user_id: 1, word }))).toBe(PICTIONARY_TEXTS.notChoosing);
  });

  it('scores fast guesses higher, pays the drawer per guesser, and ends the round once everyone has it', () => {
    const state = begun();
    const word = state.word!.word;
    const wrong = guess(state, 2, 'zzz').state;
    expect(wrong.guesses).toEqual([{ user_id: 2, text: 'zzz', spoken: false }]);
    const first = guess(wrong, 2, `The ${word.toUpperCase()}!`, 0);
    expect(first.state.guessed).toEqual([{ user_id: 2, points: PICTIONARY.guessPointsMax }]);
    expect(first.state.phase).toBe('drawing');
    const second = guess(first.state, 3, `${word}s`, PICTIONARY.roundSeconds / 2);
    expect(second.state.guessed[1]!.points).toBe((PICTIONARY.guessPointsMax + PICTIONARY.guessPointsMin) / 2);
    expect(second.state.phase).toBe('round_over');
    expect(second.state.scores['1']).toBe(2 * PICTIONARY.drawerPointsPerGuess);
    expect(second.wake?.action).toEqual({ type: 'break_over', turn_id: state.turn_id });
    expect(machine.view(second.state)).toMatchObject({ phase: 'round_over', word, guessed_ids: [2, 3] });
  });

  it('refuses the drawer guessing, a second right guess, and guesses between rounds', () => {
    const state = begun();
    expect(refusal(() => guess(state, 1, 'cat'))).toBe(PICTIONARY_TEXTS.drawerCannotGuess);
    const right = guess(state, 2, state.word!.word).state;
    expect(refusal(() => guess(right, 2, 'again'))).toBe(PICTIONARY_TEXTS.alreadyGuessed);
    const over = run(right, { type: 'time_up', turn_id: state.turn_id! }).state;
    expect(refusal(() => guess(over, 3, 'cat'))).toBe(PICTIONARY_TEXTS.notGuessing);
  });

  it('lets only the host or the drawer skip, ignores a stale clock, and hands the pen on in order', () => {
    const state = begun();
    expect(refusal(() => run(state, { type: 'next', user_id: 2, host: false }))).toBe(PICTIONARY_TEXTS.cannotSkip);
    expect(refusal(() => run(state, { type: 'break_over', turn_id: state.turn_id! }))).toBe('stale');
    const skipped = run(state, { type: 'next', user_id: 9, host: true }).state;
    expect(skipped.phase).toBe('round_over');
    expect(refusal(() => run(skipped, { type: 'time_up', turn_id: state.turn_id! }))).toBe('stale');
    const second = chosen(run(skipped, { type: 'break_over', turn_id: state.turn_id! }).state);
    expect(second).toMatchObject({ phase: 'drawing', round: 2, drawer_id: 2 });
    expect(second.turn_id).not.toBe(state.turn_id);
    expect(second.used_words).toHaveLength(2);
    expect(new Set(second.used_words).size).toBe(2);
    // Skipped while choosing, a turn ends with no word to show.
    const third = run(run(second, { type: 'next', user_id: 2, host: false }).state, {
      type: 'next',
      user_id: 2,
      host: false,
    }).state;
    const skippedChoice = run(third, { type: 'next', user_id: 3, host: false }).state;
    expect(machine.view(skippedChoice)).toMatchObject({ phase: 'round_over', word: null });
  });

  it('skips a drawer who left, lets a newcomer play, and shows the results after everyone drew', () => {
    let state = begun();
    state = guess(state, 4, 'nothing', 1).state;
    expect(state.player_ids).toEqual([1, 2, 3, 4]);
    const withoutTwo = ctx(2, [1, 3, 4]);
    state = turnOver(state, withoutTwo);
    for (const drawer of [3, 4]) {
      expect(state.drawer_id).toBe(drawer);
      state = turnOver(state, withoutTwo);
    }
    expect(state.phase).toBe('finished');
    expect(machine.view(state)).toMatchObject({ phase: 'finished', ends_at: null, drawer_id: null, hint: null });
    expect(run(state, { type: 'next', user_id: 3, host: false }, withoutTwo).state).toMatchObject({
      phase: 'choosing',
      round: 1,
    });
  });
});

describe('judging a guess', () => {
  it('takes case, articles, punctuation and plurals in its stride and calls one slip close', () => {
    expect(judgeGuess('elephant', 'An Elephant!')).toBe('correct');
    expect(judgeGuess('box', 'boxes')).toBe('correct');
    expect(judgeGuess('elephant', 'elephent')).toBe('close');
    expect(judgeGuess('elephant', 'elefant')).toBe('wrong');
    expect(judgeGuess('elephant', 'elephants plural')).toBe('wrong');
    expect(judgeGuess('cat', 'car')).toBe('wrong');
  });
});
