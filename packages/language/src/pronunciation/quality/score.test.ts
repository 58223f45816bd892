import { describe, expect, it } from 'vitest';
import { scoreClips, type ClipOutcome } from './score.ts';

const sentence = { text: 'There are three windows', word: 'three', rule: 'th-t' };
const clip = (mispronounced: boolean, findings: { word: string; rule: string }[]): ClipOutcome => ({
  sentence,
  voice: 'slt',
  mispronounced,
  findings,
  assessedWords: 4,
  audioSeconds: 2,
  assessSeconds: 0.1,
});

describe('scoreClips', () => {
  it('counts the labelled word with the labelled rule as a hit and any other finding as false', () => {
    const quality = scoreClips([
      clip(false, [{ word: 'windows', rule: 'w-v' }]),
      clip(true, [{ word: 'three', rule: 'th-t' }]),
      clip(true, [{ word: 'three', rule: 'th-s' }]),
      clip(false, []),
    ]);
    expect(quality.precision).toBeCloseTo(1 / 3);
    expect(quality.recall).toBe(0.5);
    expect(quality.falseAlarmRate).toBe(1 / 8);
    expect(quality.rtf).toBeCloseTo(0.05);
    expect(quality.perRule).toEqual({
      'th-t': { targets: 2, hits: 1, falseFindings: 0 },
      'th-s': { targets: 0, hits: 0, falseFindings: 1 },
      'w-v': { targets: 0, hits: 0, falseFindings: 1 },
    });
  });

  it('has full precision when nothing is flagged', () => {
    expect(scoreClips([clip(true, [])])).toMatchObject({ precision: 1, recall: 0, falseAlarmRate: 0 });
  });
});
