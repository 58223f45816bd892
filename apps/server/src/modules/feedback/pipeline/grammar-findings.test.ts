import type { GrammarFinding } from '@parley/language';
import { describe, expect, it } from 'vitest';
import { grammarFindings } from './grammar-findings.ts';
import { transcriptLines } from './transcript-lines.ts';

const lineOf = (text: string) =>
  transcriptLines(text.split(' ').map((w, i) => ({ word: w, start: i * 0.4, end: i * 0.4 + 0.3, confidence: 1 })));

const finding = (text: string, wrong: string, corrected: string): GrammarFinding => {
  const start = text.indexOf(wrong);
  return {
    span: { start, end: start + wrong.length },
    category: 'irregular-past',
    correctedSentence: corrected,
    explanation: 'why',
    source: 'rules',
  };
};

describe('grammarFindings', () => {
  it('drops a finding on a learner form the audio did not confirm ("I go to the gym" heard as "i goed")', () => {
    const text = 'i goed to the gym every day';
    const found = finding(text, 'goed', 'i went to the gym every day');
    const sure = [[true, false, true, true, true, true, true]];
    expect(grammarFindings(lineOf(text), [[found]], sure)).toEqual([]);
  });

  it('keeps a confirmed one, its correction the fix alone', () => {
    const text = 'he goed to the train with his friend';
    const found = finding(text, 'goed', 'he went to the train with his friend');
    const sure = [[true, true, true, true, false, true, true, false]];
    const [shown] = grammarFindings(lineOf(text), [[found]], sure);
    expect(shown).toMatchObject({ correctedSentence: 'went', ext: { word: 'goed' }, start: 0.4, end: 0.7 });
  });
});
