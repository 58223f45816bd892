import { describe, expect, it } from 'vitest';
import type { FeedbackReady } from '../../shared/domain-events.ts';
import { wordsFromFeedback } from './collect.ts';

const lines = [
  { start: 0, end: 4, text: 'yesterday i buyed three apple' },
  { start: 4, end: 9, text: 'the weather was very good' },
];
const ready = (findings: FeedbackReady['findings']): FeedbackReady => ({ recordingId: 1, userId: 1, findings, lines });

describe('words from a recording’s findings', () => {
  it('takes a one-word grammar fix, a mispronounced word and a stronger word, each with its line', () => {
    expect(
      wordsFromFeedback(
        ready([
          { errorType: 'GRAMMAR', start: 1.2, correctedSentence: 'bought', ext: { word: 'buyed' } },
          { errorType: 'MISPRONUNCIATION', start: 2.5, correctedSentence: null, ext: { word: 'three' } },
          {
            errorType: 'VOCAB',
            start: 6,
            correctedSentence: null,
            ext: { word: 'good', suggestions: [{ word: 'excellent', cefr_level: 'B1' }] },
          },
        ]),
      ),
    ).toEqual([
      { word: 'bought', source: 'GRAMMAR', sentence: lines[0]!.text, said: 'buyed' },
      { word: 'three', source: 'MISPRONUNCIATION', sentence: lines[0]!.text, said: 'three' },
      { word: 'excellent', source: 'VOCAB', sentence: lines[1]!.text, said: 'good' },
    ]);
  });

  it('leaves out fixes of more than one word, fixes that only change case, and findings without a word', () => {
    expect(
      wordsFromFeedback(
        ready([
          { errorType: 'GRAMMAR', start: 1, correctedSentence: 'three apples', ext: { word: 'apple' } },
          { errorType: 'GRAMMAR', start: 1, correctedSentence: 'Yesterday', ext: { word: 'yesterday' } },
          { errorType: 'GRAMMAR', start: 1, correctedSentence: null, ext: {} },
          { errorType: 'MISPRONUNCIATION', start: 2, correctedSentence: null, ext: {} },
          { errorType: 'VOCAB', start: 6, correctedSentence: null, ext: { word: 'good', suggestions: [] } },
        ]),
      ),
    ).toEqual([]);
  });

  it('finds the line a finding falls in, or the last one before it when it falls between lines', () => {
    const [word] = wordsFromFeedback(
      ready([{ errorType: 'MISPRONUNCIATION', start: 12, correctedSentence: null, ext: { word: 'good' } }]),
    );
    expect(word?.sentence).toBe(lines[1]!.text);
  });
});
