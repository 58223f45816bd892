import { describe, expect, it } from 'vitest';
import { clockOf, transcriptLines, type Word } from './transcript-lines.ts';

const w = (word: string, start: number, end: number): Word => ({ word, start, end, confidence: 0.9 });

describe('transcriptLines', () => {
  it('breaks lines at pauses and keeps each word with its timing', () => {
    const lines = transcriptLines([
      w('i', 0.2, 0.3),
      w('go', 0.35, 0.6),
      w('there', 0.62, 1),
      w('every', 2.1, 2.4),
      w('days', 2.45, 2.9),
    ]);
    expect(lines.map((l) => l.text)).toEqual(['i go there', 'every days']);
    expect(lines[1]).toMatchObject({
      id: 1,
      startTime: '00:00:02.100',
      startSeconds: 2.1,
      endTime: '00:00:02.900',
      endSeconds: 2.9,
    });
    expect(lines[1]!.words.map((x) => x.word)).toEqual(['every', 'days']);
  });

  it('cuts a long run of speech into readable lines', () => {
    const words = Array.from({ length: 40 }, (_, i) => w(`w${i}`, i * 0.3, i * 0.3 + 0.25));
    const lines = transcriptLines(words);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.every((l) => l.words.length <= 16 && l.endSeconds - l.startSeconds <= 10)).toBe(true);
    expect(lines.flatMap((l) => l.words).length).toBe(40);
  });

  it('has no lines for silence', () => {
    expect(transcriptLines([])).toEqual([]);
  });

  it('writes clock times in the WebVTT form', () => {
    expect(clockOf(3723.4567)).toBe('01:02:03.457');
  });
});
