import { describe, expect, it } from 'vitest';
import { phoneEdits, rightScore, wrongScore } from './accuracy.ts';

describe('accuracy', () => {
  it('counts phone edits without stress', () => {
    expect(phoneEdits(['TH', 'R', 'IY1'], ['T', 'R', 'IY0'])).toBe(1);
    expect(phoneEdits(['G', 'UH1', 'D'], ['G', 'UH1'])).toBe(1);
    expect(phoneEdits(['S', 'K', 'UW1', 'L'], ['EH0', 'S', 'K', 'UW1', 'L'])).toBe(1);
  });

  it('scores every wrong pronunciation below every right one', () => {
    expect(rightScore(1)).toBe(100);
    expect(rightScore(0)).toBe(60);
    expect(rightScore(0.5)).toBe(80);
    expect(wrongScore(['TH', 'R', 'IY1'], ['T', 'R', 'IY1'])).toBe(33);
    expect(wrongScore(['R', 'IY1', 'Z', 'AH0', 'N', 'Z'], ['L', 'IY1', 'Z', 'AH0', 'N', 'Z'])).toBe(42);
    expect(wrongScore(['AH0'], ['EH0', 'S', 'K'])).toBe(0);
  });
});
