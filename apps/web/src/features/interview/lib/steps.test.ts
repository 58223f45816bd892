import { TTS_TEXT_MAX } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import { workshopStage } from './stage.ts';
import { fetchesFollowUps, spokenParts, stepAction } from './steps.ts';

const session = { counter: 0 } as Parameters<typeof workshopStage>[0];

describe('workshop steps', () => {
  it('reads "Next question" on counters 0 to 4 and "Submit" on 5; follow-ups are made once counter 2 is reached', () => {
    expect([0, 1, 2, 3, 4, 5].map(stepAction)).toEqual(['next', 'next', 'next', 'next', 'next', 'submit']);
    expect([0, 1, 2, 3, 4, 5].map(fetchesFollowUps)).toEqual([false, false, true, false, false, false]);
  });

  it('reads a question aloud, then a cue card’s prompts, each part within the text-to-speech limit', () => {
    expect(spokenParts({ text: 'Do you like tea?', cue_card: [] }, 'You should say:')).toEqual(['Do you like tea?']);
    expect(spokenParts({ text: 'Describe a trip.', cue_card: ['where', 'when'] }, 'You should say:')).toEqual([
      'Describe a trip.',
      'You should say: where. when',
    ]);
    const long = spokenParts({ text: 'Q'.repeat(400), cue_card: Array(4).fill('p'.repeat(120)) }, 'You should say:');
    expect(long.every((part) => part.length <= TTS_TEXT_MAX)).toBe(true);
  });

  it('moves from the check to the session, then follows the recorder’s sending after Submit or its time limit', () => {
    expect(workshopStage(null, 'ready', false)).toBe('check');
    expect(workshopStage(session, 'recording', false)).toBe('session');
    expect(workshopStage(session, 'paused', false)).toBe('session');
    expect(workshopStage(session, 'recording', true)).toBe('sending');
    expect(workshopStage(session, 'finishing', true)).toBe('sending');
    expect(workshopStage(session, 'failed', true)).toBe('failed');
    expect(workshopStage(session, 'ready', true)).toBe('done');
    expect(workshopStage(session, 'finishing', false)).toBe('sending');
  });
});
