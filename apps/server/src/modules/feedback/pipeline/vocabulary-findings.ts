import type { VocabularyAnalysis } from '@parley/language';
import type { NewFinding } from './finding.ts';

/** Basic words said again and again, with stronger ones to try, marked where they are first said. */
export function vocabularyFindings(analysis: VocabularyAnalysis): NewFinding[] {
  return analysis.findings.map((finding) => ({
    start: finding.start,
    end: finding.end,
    errorType: 'VOCAB',
    comment: finding.comment,
    feedback: null,
    correctedSentence: null,
    ext: {
      word: finding.word,
      word_idx: finding.wordIdx[0],
      cefr_level: finding.cefr,
      suggestions: finding.suggestions.map((s) => ({ word: s.word, cefr_level: s.cefr })),
    },
  }));
}
