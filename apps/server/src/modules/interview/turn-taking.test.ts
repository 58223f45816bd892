import { MIN_ANSWER_SPEECH_MS, TURN_PATIENCE_MS } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import { initialTurn, turnRulesFor, turnStep, type TurnEnded, type TurnInput } from './turn-taking.ts';

/** Runs inputs through the rules of a level, answering each turn end with the audio time it came at. */
function play(level: 1 | 2 | 3 | 4, inputs: TurnInput[]) {
  const rules = turnRulesFor(level);
  let state = initialTurn;
  const ends: (TurnEnded & { atMs: number })[] = [];
  for (const input of inputs) {
    const step = turnStep(state, input, rules);
    state = step.state;
    if (step.ended) ends.push({ ...step.ended, atMs: input.audioMs });
  }
  return ends;
}

/** The audio clock ticking every 100 ms from `fromMs` to `toMs`. */
const clock = (fromMs: number, toMs: number): TurnInput[] =>
  Array.from({ length: Math.floor((toMs - fromMs) / 100) + 1 }, (_, i) => ({ type: 'audio', audioMs: fromMs + i * 100 }));

/** Voice from `startMs` to `endMs` as the detector reports it (padding before, 300 ms of silence after). */
const voice = (startMs: number, endMs: number): TurnInput[] => [
  { type: 'speech_started', audioMs: startMs - 200 },
  { type: 'speech_stopped', audioMs: endMs + 300 },
];

describe('turn taking', () => {
  it('ends an answer after the level’s patience of silence, counted on the audio clock', () => {
    for (const level of [1, 2, 3, 4] as const) {
      const ends = play(level, [{ type: 'question_asked', audioMs: 0 }, ...voice(500, 3000), ...clock(3300, 8000)]);
      expect(ends).toEqual([
        { answer_ms: 3000 + TURN_PATIENCE_MS[level], speech_ms: 2500, atMs: 3000 + TURN_PATIENCE_MS[level] },
      ]);
    }
    expect(TURN_PATIENCE_MS[1]).toBeGreaterThan(TURN_PATIENCE_MS[4]);
  });

  it('waits while the learner pauses and speaks again, and adds up the speech', () => {
    const ends = play(2, [
      { type: 'question_asked', audioMs: 1000 },
      ...voice(1500, 2500),
      ...clock(2800, 4000),
      ...voice(4200, 5000),
      ...clock(5300, 9000),
    ]);
    expect(ends).toEqual([{ answer_ms: 5000 + 2400 - 1000, speech_ms: 1800, atMs: 7400 }]);
  });

  it('does not end an answer with less speech than the minimum, whatever the silence', () => {
    const short = MIN_ANSWER_SPEECH_MS - 500;
    expect(play(4, [{ type: 'question_asked', audioMs: 0 }, ...voice(200, 200 + short), ...clock(1500, 20_000)])).toEqual([]);
  });

  it('does nothing before a question, ends once per question, and starts again on the next', () => {
    const before = play(3, [...voice(0, 3000), ...clock(3300, 9000)]);
    expect(before).toEqual([]);
    const twice = play(3, [
      { type: 'question_asked', audioMs: 0 },
      ...voice(100, 2000),
      ...clock(2300, 6000),
      { type: 'question_asked', audioMs: 6000 },
      ...voice(6500, 8500),
      ...clock(8800, 12_000),
    ]);
    expect(twice.map((e) => e.atMs)).toEqual([3800, 10_300]);
    expect(twice[1]).toMatchObject({ answer_ms: 4300, speech_ms: 2000 });
  });

  it('counts a learner already speaking when the question ends from the question on', () => {
    const ends = play(4, [
      { type: 'speech_started', audioMs: 0 },
      { type: 'question_asked', audioMs: 1000 },
      { type: 'speech_stopped', audioMs: 3300 },
      ...clock(3300, 5000),
    ]);
    expect(ends).toEqual([{ answer_ms: 3200, speech_ms: 2000, atMs: 4200 }]);
  });
});
