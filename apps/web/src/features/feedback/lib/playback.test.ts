import { describe, expect, it } from 'vitest';
import type { TranscriptLine } from '@parley/contracts';
import { currentLineIndex, currentWordIndex, frequentErrors } from './playback.ts';

const line = (id: number, start: number, end: number, words: [string, number, number][]): TranscriptLine => ({
  id,
  startTime: '',
  startSeconds: start,
  endTime: '',
  endSeconds: end,
  text: words.map((w) => w[0]).join(' '),
  words: words.map(([word, s, e]) => ({ word, start: s, end: e, confidence: 1 })),
});

const lines = [
  line(0, 0.5, 2, [
    ['i', 0.5, 0.7],
    ['go', 0.8, 1.2],
  ]),
  line(1, 3, 4, [['yes', 3, 4]]),
];

describe('playback', () => {
  it('follows the line and word being spoken', () => {
    expect(currentLineIndex(lines, 0.1)).toBe(-1);
    expect(currentLineIndex(lines, 1)).toBe(0);
    expect(currentLineIndex(lines, 2.5)).toBe(0);
    expect(currentLineIndex(lines, 3.2)).toBe(1);
    expect(currentWordIndex(lines[0], 1)).toBe(1);
    expect(currentWordIndex(lines[0], 0.75)).toBe(-1);
  });

  it('counts findings by kind, most frequent first', () => {
    const ai = (type: string) => ({ is_ai: true, ext: { error_type: type } });
    const chunks = [
      { error_type: 'GRAMMAR', comments: [ai('third-person-s')] },
      { error_type: 'GRAMMAR', comments: [ai('third-person-s')] },
      { error_type: 'GRAMMAR', comments: [ai('article-missing')] },
      { error_type: null, comments: [] },
    ];
    expect(frequentErrors(chunks)).toEqual([
      { key: 'GRAMMAR:third-person-s', type: 'GRAMMAR', count: 2 },
      { key: 'GRAMMAR:article-missing', type: 'GRAMMAR', count: 1 },
    ]);
  });
});
