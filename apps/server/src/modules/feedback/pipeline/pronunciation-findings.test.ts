import { describe, expect, it } from 'vitest';
import type { PronunciationFinding } from '@parley/language';
import { MAX_PRONUNCIATION_FINDINGS, pronunciationFinding, worstPerWord } from './pronunciation-findings.ts';

const finding = (word: string, start: number, accuracyScore: number): PronunciationFinding => ({
  word,
  wordIdx: Math.round(start),
  start,
  end: start + 0.4,
  accuracyScore,
  heard: { rule: 'th-t', description: "'th' said as 't'" },
  expectedPhones: ['TH', 'R', 'IY1'],
  heardPhones: ['T', 'R', 'IY1'],
});

describe('pronunciation findings', () => {
  it('keeps each word once, its weakest saying, in time order, and at most a handful', () => {
    const kept = worstPerWord([finding('three', 1, 40), finding('Three', 5, 20), finding('very', 3, 30)]);
    expect(kept.map((f) => [f.word, f.start])).toEqual([
      ['very', 3],
      ['Three', 5],
    ]);
    const many = Array.from({ length: 15 }, (_, i) => finding(`w${i}`, i, i));
    expect(worstPerWord(many)).toHaveLength(MAX_PRONUNCIATION_FINDINGS);
    expect(worstPerWord(many).every((f) => f.accuracyScore < MAX_PRONUNCIATION_FINDINGS)).toBe(true);
  });

  it('becomes a MISPRONUNCIATION chunk with both audios and the accent', () => {
    const chunk = pronunciationFinding(finding('three', 1, 40), { userUrl: 'u', referenceUrl: 'r', accent: 'en-US' });
    expect(chunk).toMatchObject({
      errorType: 'MISPRONUNCIATION',
      ext: {
        word: 'three',
        accuracy_score: 40,
        user_pronunciation: { url: 'u' },
        correct_pronunciation: { url: 'r', accent: 'en-US' },
      },
    });
  });
});
