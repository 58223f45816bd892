import { STRUCTURE_PARTS, type AnswerReport, type AskedQuestion, type StructurePart, type Workshop } from '@parley/contracts';
import { analyseFluency } from '@parley/language';
import type { TimedWord } from '../../../platform/speech/port.ts';

/**
 * Phrases that show each part of a STAR answer (situation, task, action, result). They are markers, not a grade: an
 * answer can tell a story without them, and the page says "heard", never "missing = wrong".
 */
const STRUCTURE_MARKERS: Record<StructurePart, RegExp> = {
  situation:
    /\b(when i was|at my (last|previous|old) (job|company|school)|in my (last|previous) (job|role)|i was working|back (in|when)|there was a time|we had a)\b/,
  task: /\b(my (job|task|role|goal|responsibility) was|i (had|needed|wanted) to|i was (asked|responsible|supposed) to|we (had|needed) to)\b/,
  action:
    /\b(so i|then i|i decided|i (started|talked|spoke|organi[sz]ed|created|built|set up|made|asked|called|changed|took|wrote|trained|planned))\b/,
  result:
    /\b(as a result|in the end|at the end|finally|the result|which meant|we (managed|reduced|increased|saved|finished|won)|it (worked|helped)|i (learned|learnt))\b/,
};

/** Recogniser marks (`<sil>`, `[NOISE]`) and pronunciation-variant suffixes are not what the learner said. */
const spoken = (words: readonly TimedWord[]) =>
  words.filter((w) => !/^[<[]/.test(w.word)).map((w) => ({ ...w, word: w.word.replace(/\(\d+\)$/, '') }));

export function structureOf(transcript: string): StructurePart[] {
  return STRUCTURE_PARTS.filter((part) => STRUCTURE_MARKERS[part].test(transcript.toLowerCase()));
}

/**
 * Each question's answer: the words between the moment it was asked and the next question (or the recording's end),
 * measured the way the recording's own feedback measures the whole.
 */
export function answerReports(
  questions: readonly AskedQuestion[],
  transcriptWords: readonly TimedWord[],
  grammarStarts: readonly number[],
  endSeconds: number,
  workshop: Workshop,
): AnswerReport[] {
  const words = spoken(transcriptWords);
  return questions.map((q, i) => {
    const start = q.at_seconds;
    const end = Math.max(start, questions[i + 1]?.at_seconds ?? endSeconds);
    const inAnswer = (t: number) => t >= start && t < end;
    const answer = words.filter((w) => inAnswer(w.start));
    const fluency = analyseFluency(answer, end - start);
    const transcript = answer.map((w) => w.word).join(' ');
    return {
      counter: q.counter,
      question: q.text,
      start_seconds: start,
      end_seconds: end,
      transcript,
      words: fluency.wordCount,
      words_per_minute: Math.round(fluency.wordsPerMinute),
      fillers: fluency.fillers.length,
      grammar_errors: grammarStarts.filter(inAnswer).length,
      structure: workshop === 'job-interview' ? structureOf(transcript) : [],
    };
  });
}
