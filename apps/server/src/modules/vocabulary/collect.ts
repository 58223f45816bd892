import type { VocabularySource } from '@parley/contracts';
import type { FeedbackReady } from '../../shared/domain-events.ts';

export interface CollectedWord {
  word: string;
  source: VocabularySource;
  sentence: string | null;
  /** What stood in the sentence where the word belongs. */
  said: string | null;
}

const oneWord = (text: string | undefined | null): text is string => !!text && /^\p{L}+(?:['-]\p{L}+)*$/u.test(text.trim());

/** The transcript line a finding starts in, else the last one that starts before it. */
function lineAt(lines: FeedbackReady['lines'], start: number) {
  return lines.find((line) => line.start <= start && start < line.end) ?? lines.filter((line) => line.start <= start).at(-1);
}

/**
 * The words a recording's findings give the learner (ADR 0064): of a VOCAB finding its first (most common) stronger
 * word, in place of what was said; of a GRAMMAR finding the corrected word when the fix puts one word for one word
 * ("buyed" → "bought"); of a MISPRONUNCIATION finding the word itself. Each with the learner's line of the transcript.
 */
export function wordsFromFeedback(ready: FeedbackReady): CollectedWord[] {
  return ready.findings.flatMap((finding): CollectedWord[] => {
    const sentence = lineAt(ready.lines, finding.start)?.text ?? null;
    const { ext } = finding;
    switch (finding.errorType) {
      case 'VOCAB': {
        const stronger = ext.suggestions?.[0]?.word;
        return oneWord(stronger) ? [{ word: stronger, source: 'VOCAB', sentence, said: ext.word ?? null }] : [];
      }
      case 'GRAMMAR': {
        const fixed = finding.correctedSentence?.trim();
        const wrong = ext.word?.trim();
        return oneWord(fixed) && oneWord(wrong) && fixed.toLowerCase() !== wrong.toLowerCase()
          ? [{ word: fixed, source: 'GRAMMAR', sentence, said: wrong }]
          : [];
      }
      case 'MISPRONUNCIATION':
        return oneWord(ext.word) ? [{ word: ext.word, source: 'MISPRONUNCIATION', sentence, said: ext.word }] : [];
    }
  });
}
