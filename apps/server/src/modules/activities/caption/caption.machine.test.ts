import { CAPTION_TEXTS, CAPTION_THIS, WAITING_CAPTION } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import type { ActivityContext } from '../engine/activity-machine.ts';
import { refusal } from '../engine/machine-testing.ts';
import { captionMachine as machine, captionView, type CaptionAction, type CaptionState } from './caption.machine.ts';
import { SCENES } from './scenes.ts';

const START = Date.parse('2026-03-10T10:00:00Z');
let seed = 7;
const seeded = () => {
  seed = (seed * 16807) % 2147483647;
  return (seed - 1) / 2147483646;
};
const ctx = (people = [1, 2, 3]): ActivityContext => ({
  roomId: 'E1-main',
  now: new Date(START),
  random: seeded,
  level: 2,
  topicsUsed: [],
  clocks: { roundSeconds: null, breakSeconds: null },
  people,
});
const run = (state: CaptionState, action: CaptionAction, at = ctx()) => machine.act(state, action, at);
const begun = (at = ctx()) => machine.begin!(at).state;
const correction = { corrected: 'the dog drives a car', explanation: "After 'he/she/it', the verb takes -s" };
const write = (state: CaptionState, user_id: number, text = `caption of ${user_id}`, at = ctx()) =>
  run(state, { type: 'caption', user_id, text, spoken: false, corrections: user_id === 1 ? [correction] : [] }, at);
/** Everyone in the room captions: voting opens. */
const allWritten = (state: CaptionState, people = [1, 2, 3]) =>
  people.reduce((s, id) => write(s, id, `caption of ${id}`, ctx(people)).state, state);
const captionOf = (state: CaptionState, userId: number) => state.captions.find((c) => c.user_id === userId)!.id;

describe('the Caption this machine', () => {
  it('waits alone, and starts with a picture of ours and the writing clock once two are in the room', () => {
    const alone = machine.begin!(ctx([1]));
    expect(machine.view(alone.state)).toEqual(WAITING_CAPTION);
    expect(refusal(() => run(alone.state, { type: 'new_game' }, ctx([1])))).toBe(CAPTION_TEXTS.notEnoughPlayers);
    const step = machine.begin!(ctx());
    const view = captionView(step.state);
    expect(view).toMatchObject({ phase: 'writing', round: 1, rounds_total: CAPTION_THIS.rounds, ballot: [] });
    expect(SCENES.map((s) => s.id)).toContain(view.media!.id);
    expect(view.media!.url).toBe(`/api/v1/extensions/activities/caption_this/media/${view.media!.id}.svg`);
    expect(step.wake).toEqual({
      afterMs: CAPTION_THIS.writeSeconds * 1000,
      action: { type: 'writing_over', round_id: step.state.round_id },
    });
    expect(refusal(() => run(step.state, { type: 'new_game' }))).toBe(CAPTION_TEXTS.gameRunning);
  });

  it('takes one caption each, hides who wrote what while votes are cast, and opens voting when all have written', () => {
    let state = begun();
    state = write(state, 1).state;
    expect(refusal(() => write(state, 1))).toBe(CAPTION_TEXTS.alreadyCaptioned);
    expect(refusal(() => run(state, { type: 'vote', user_id: 2, caption_id: captionOf(state, 1) }))).toBe(
      CAPTION_TEXTS.notVoting,
    );
    expect(captionView(state).done_ids).toEqual([1]);
    state = write(write(state, 2).state, 3).state;
    const view = captionView(state);
    expect(view.phase).toBe('voting');
    expect(view.ballot.map((b) => b.text).sort()).toEqual(['caption of 1', 'caption of 2', 'caption of 3']);
    expect(JSON.stringify(view.ballot)).not.toContain('user_id');
    expect(refusal(() => write(state, 3))).toBe(CAPTION_TEXTS.notWriting);
  });

  it('refuses a vote for oneself, a second vote and a caption that is not in the round; counts the rest', () => {
    let state = allWritten(begun());
    expect(refusal(() => run(state, { type: 'vote', user_id: 1, caption_id: captionOf(state, 1) }))).toBe(
      CAPTION_TEXTS.ownCaption,
    );
    expect(refusal(() => run(state, { type: 'vote', user_id: 1, caption_id: 'nope' }))).toBe(CAPTION_TEXTS.noSuchCaption);
    state = run(state, { type: 'vote', user_id: 1, caption_id: captionOf(state, 2) }).state;
    expect(refusal(() => run(state, { type: 'vote', user_id: 1, caption_id: captionOf(state, 3) }))).toBe(
      CAPTION_TEXTS.alreadyVoted,
    );
    state = run(state, { type: 'vote', user_id: 3, caption_id: captionOf(state, 2) }).state;
    const last = run(state, { type: 'vote', user_id: 2, caption_id: captionOf(state, 1) });
    const view = captionView(last.state);
    expect(view.phase).toBe('round_over');
    expect(view.last_round!.winner_ids).toEqual([2]);
    expect(view.last_round!.captions.map((c) => [c.user_id, c.votes])).toEqual([
      [2, 2],
      [1, 1],
      [3, 0],
    ]);
    expect(view.last_round!.captions.find((c) => c.user_id === 1)!.corrections).toEqual([correction]);
    expect(view.last_round!.useful_words.length).toBeGreaterThanOrEqual(3);
    expect(view.scores).toEqual([
      { user_id: 2, points: 2 },
      { user_id: 1, points: 1 },
      { user_id: 3, points: 0 },
    ]);
    expect(last.wake?.action).toEqual({ type: 'break_over', round_id: state.round_id });
  });

  it('moves on when the clocks run out or the host says so; skips voting with fewer than two captions', () => {
    const state = begun();
    const wrote = write(state, 1).state;
    // The writing clock runs out with one caption: nothing to vote on, the round is over.
    const over = run(wrote, { type: 'writing_over', round_id: state.round_id! }).state;
    expect(captionView(over).phase).toBe('round_over');
    expect(refusal(() => run(over, { type: 'writing_over', round_id: state.round_id! }))).toBe('stale');
    expect(refusal(() => run(over, { type: 'next', host: false }))).toBe(CAPTION_TEXTS.cannotSkip);
    // The host ends the pause; each round shows a new picture.
    const second = run(over, { type: 'next', host: true }).state;
    expect(second).toMatchObject({ phase: 'writing', round: 2 });
    expect(second.scene_id).not.toBe(over.scene_id);
    const voting = run(write(write(second, 1).state, 2).state, { type: 'next', host: true }).state;
    expect(voting.phase).toBe('voting');
    const ended = run(voting, { type: 'voting_over', round_id: voting.round_id! }).state;
    expect(captionView(ended).last_round!.winner_ids).toEqual([]);
  });

  it('ends after its rounds with every round kept, and hides corrections once they are turned off', () => {
    let state = begun();
    for (let round = 0; round < CAPTION_THIS.rounds; round++) {
      state = allWritten(state);
      state = run(state, { type: 'next', host: true }).state;
      state = run(state, { type: 'next', host: true }).state;
    }
    expect(state.phase).toBe('finished');
    expect(state.rounds).toHaveLength(CAPTION_THIS.rounds);
    expect(new Set(state.rounds.map((r) => r.media.id)).size).toBe(CAPTION_THIS.rounds);
    expect(captionView(state).last_round!.captions.find((c) => c.user_id === 1)!.corrections).toHaveLength(1);
    const off = run(state, { type: 'corrections', on: false }).state;
    expect(captionView(off).last_round!.captions.every((c) => c.corrections.length === 0)).toBe(true);
    expect(captionView(run(off, { type: 'new_game' }).state).corrections).toBe(false);
    expect(machine.stateSchema.parse(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });
});
