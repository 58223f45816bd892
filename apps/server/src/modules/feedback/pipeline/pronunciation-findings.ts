import type { AccentCode } from '@parley/contracts';
import type { PronunciationFinding } from '../analysis/pronunciation/assess.ts';
import type { NewFinding } from './finding.ts';

export interface PronunciationAudio {
  /** The learner's own word, clipped from the recording. */
  userUrl: string;
  /** The word read in the learner's preferred accent; null when text to speech failed. */
  referenceUrl: string | null;
  accent: AccentCode;
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
