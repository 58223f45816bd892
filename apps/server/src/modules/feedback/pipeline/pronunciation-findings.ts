import type { AccentCode } from '@parley/contracts';
import type { PronunciationFinding } from '@parley/language';
import type { NewFinding } from './finding.ts';

export interface PronunciationAudio {
  /** The learner's own word, clipped from the recording. */
  userUrl: string;
  /** The word read in the learner's preferred accent; null when text to speech failed. */
  referenceUrl: string | null;
  accent: AccentCode;
}

/** A learner hears about each word once (its weakest saying), and about a handful of words per recording at most. */
export const MAX_PRONUNCIATION_FINDINGS = 10;

export function worstPerWord(findings: readonly PronunciationFinding[]): PronunciationFinding[] {
  const worst = new Map<string, PronunciationFinding>();
  for (const finding of findings) {
    const key = finding.word.toLowerCase();
    const current = worst.get(key);
    if (!current || finding.accuracyScore < current.accuracyScore) worst.set(key, finding);
  }
  return [...worst.values()]
    .sort((a, b) => a.accuracyScore - b.accuracyScore)
    .slice(0, MAX_PRONUNCIATION_FINDINGS)
    .sort((a, b) => a.start - b.start);
}

/** A word said the way learners typically get it wrong, with their audio beside a reference reading. */
export function pronunciationFinding(finding: PronunciationFinding, audio: PronunciationAudio): NewFinding {
  return {
    start: finding.start,
    end: finding.end,
    errorType: 'MISPRONUNCIATION',
    comment: `“${finding.word}”: ${finding.heard.description}.`,
    feedback: null,
    correctedSentence: null,
    ext: {
      word: finding.word,
      word_idx: finding.wordIdx,
      error_type: finding.heard.rule,
      accuracy_score: finding.accuracyScore,
      user_pronunciation: { url: audio.userUrl },
      correct_pronunciation: { url: audio.referenceUrl, accent: audio.accent },
    },
  };
}
