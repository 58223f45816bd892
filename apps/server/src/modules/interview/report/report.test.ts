import type { AskedQuestion } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import { answerReports, structureOf } from './answer-measures.ts';
import { estimateBands, type SessionMeasures } from './ielts-bands.ts';

const asked = (counter: number, at_seconds: number): AskedQuestion => ({
  counter,
  text: `Question ${counter}?`,
  source: 'bank',
  bank_id: `JI-00${counter}`,
  kind: 'Capability',
  cue_card: [],
  difficulty: 0.2,
  at_seconds,
});
const said = (text: string, from: number) =>
  text.split(' ').map((word, i) => ({ word, start: from + i * 0.4, end: from + i * 0.4 + 0.35, confidence: 0.9 }));

describe('answers', () => {
  it('split the transcript at the moments questions were asked, with grammar errors and STAR markers per answer', () => {
    const words = [
      ...said('at my last job we had a problem so i decided to call the client and in the end we saved the account', 1),
      ...said('um i like <sil> working with people', 20),
    ];
    const [first, second] = answerReports([asked(0, 0), asked(1, 15)], words, [3, 21], 30, 'job-interview');
    expect(first).toMatchObject({ counter: 0, start_seconds: 0, end_seconds: 15, words: 23, grammar_errors: 1 });
    expect(first!.structure).toEqual(['situation', 'action', 'result']);
    expect(second).toMatchObject({ start_seconds: 15, end_seconds: 30, fillers: 1, grammar_errors: 1 });
    expect(second!.transcript).toBe('um i like working with people');
  });

  it('have no STAR markers in the IELTS workshop', () => {
    expect(answerReports([asked(0, 0)], said('so i decided to go', 0), [], 5, 'ielts')[0]!.structure).toEqual([]);
    expect(structureOf('My task was to train new staff.')).toEqual(['task']);
  });
});

const measures: SessionMeasures = {
  words: 400,
  wordsPerMinute: 125,
  fillersPerMinute: 2,
  longPausesPerMinute: 1,
  contentLevels: { A1: 60, A2: 20, B1: 10, B2: 8, C1: 2, C2: 0 },
  grammarErrors: 8,
  mispronouncedWords: 4,
};

describe('IELTS band estimates', () => {
  it('read each criterion off its measures as a half-band range, saying how', () => {
    expect(estimateBands(measures)).toEqual([
      { criterion: 'fluency_coherence', low: 6.5, high: 7, how: '125 words a minute, 2 fillers and 1 long pauses a minute' },
      {
        criterion: 'lexical_resource',
        low: 5.5,
        high: 6.5,
        how: '100 different content words, 10% of them at B2 level or above',
      },
      { criterion: 'grammatical_range_accuracy', low: 6.5, high: 7.5, how: '2 grammar errors per 100 words' },
      { criterion: 'pronunciation', low: 7, high: 8, how: '1 mispronounced words per 100 words' },
    ]);
  });

  it('lower fluency for hesitation and widen every range when too little was said', () => {
    const hesitant = estimateBands({ ...measures, fillersPerMinute: 9, longPausesPerMinute: 6 })[0]!;
    expect(hesitant.high).toBeLessThan(6.5);
    const thin = estimateBands({ ...measures, words: 60 });
    expect(thin.every((b) => b.high - b.low >= 1.5 && b.how.endsWith('so the range is wide'))).toBe(true);
  });

  it('stay within bands 1 to 9', () => {
    const silent = estimateBands({ ...measures, wordsPerMinute: 0, fillersPerMinute: 40, longPausesPerMinute: 30, words: 0 });
    expect(silent.every((b) => b.low >= 1 && b.high <= 9)).toBe(true);
  });
});
