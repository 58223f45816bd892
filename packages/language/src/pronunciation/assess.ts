import type { TimedWord } from '../spoken-token.ts';
import { rightScore, wrongScore } from './accuracy.ts';
import { buildGrammar } from './grammar.ts';
import { segmentOf, segmentsOf, splitAtLongestPause, type Segment, type SkippedWord } from './segments.ts';
import type { VariantRule } from './variant-rules.ts';

/** A word said the way learners typically get it wrong: what the lead turns into a MISPRONUNCIATION chunk. */
export interface PronunciationFinding {
  word: string;
  /** Index of the word in the transcript's word list. */
  wordIdx: number;
  start: number;
  end: number;
  accuracyScore: number;
  heard: { rule: string; description: string };
  /** CMU phones with stress digits, the dictionary's usual pronunciation. */
  expectedPhones: string[];
  heardPhones: string[];
}

export interface AssessedWord {
  word: string;
  wordIdx: number;
  start: number;
  end: number;
  accuracyScore: number;
}

export interface PronunciationReport {
  findings: PronunciationFinding[];
  /** Every word that was aligned, right or wrong. */
  words: AssessedWord[];
  skipped: SkippedWord[];
  /** Alignments run, and how many of them the audio did not fit (each then retried on halves). */
  alignments: { runs: number; unfit: number };
}

export interface PronunciationOptions {
  rules?: readonly VariantRule[];
  maxVariants?: number;
}

/** A transcript word as a recogniser gives it, with the confidence the check needs to judge it. */
export interface RecognisedWord extends TimedWord {
  confidence: number;
  /** The recogniser matched the word through a learner's typical mispronunciation of it (the variant rule's id). */
  heardVariant?: string;
}

/** What the check needs of the speech engines, as the server's speech port provides them. */
export interface PronunciationDeps {
  recognizer: {
    alignWithGrammar(wav16kMono: Uint8Array, grammar: { jsgf: string; dictionary: string }): Promise<RecognisedWord[] | null>;
  };
  converter: { clip(wav16kMono: Uint8Array, start: number, end: number): Promise<Uint8Array> };
}

const aligned = (word: string) => !/^[<[]/.test(word);

/**
 * Below this recognition confidence the transcript's word may not be the word said (pocketsphinx writes a real word
 * for what it heard, "twitch" for "think"), so its pronunciation is not judged: measured, the recogniser's wrong
 * words fell under it and no rightly flagged word did.
 */
export const MIN_RECOGNITION_CONFIDENCE = 0.3;
/**
 * A word the recogniser heard through a learner's variant of it ("tree" as "three") is only as sure as the language
 * model's preference for it over the word it sounds like; below this it was often another word said right
 * ("thirty" heard through "sirty" at 0.46). Measured in docs/language/pronunciation.md.
 */
const MIN_VARIANT_RECOGNITION_CONFIDENCE = 0.6;

/** Whether the recogniser was sure enough of the word for a wrong pronunciation of it to be reported. */
const sureOf = (word: RecognisedWord) =>
  word.confidence >= (word.heardVariant ? MIN_VARIANT_RECOGNITION_CONFIDENCE : MIN_RECOGNITION_CONFIDENCE);

/** The aligner's words mapped back to the segment's, or null when they do not line up one to one. */
async function alignSegment(wav: Uint8Array, segment: Segment, deps: PronunciationDeps) {
  const grammar = buildGrammar(segment.words.map((w) => w.entry));
  const clip = await deps.converter.clip(wav, segment.start, segment.end);
  const result = await deps.recognizer.alignWithGrammar(clip, grammar);
  const chosen = result?.filter((w) => aligned(w.word));
  if (!chosen || chosen.length !== segment.words.length) return null;
  const picks = chosen.map((timed) => ({ timed, alternative: grammar.alternatives.get(timed.word) }));
  return picks.every((pick, i) => pick.alternative?.word === segment.words[i]!.entry.word) ? picks : null;
}

/**
 * Forced alignment of the transcript against each word's right and typical wrong pronunciations, segment by
 * segment. A segment the audio does not fit (a misrecognised word, a bad word edge) is split at its longest pause and
 * each half tried again, down to single words, which are then skipped.
 */
export async function assessPronunciation(
  wav: Uint8Array,
  transcript: readonly RecognisedWord[],
  deps: PronunciationDeps,
  options: PronunciationOptions = {},
): Promise<PronunciationReport> {
  const { segments, skipped } = segmentsOf(transcript, options);
  const report: PronunciationReport = { findings: [], words: [], skipped, alignments: { runs: 0, unfit: 0 } };
  const pending = [...segments];
  for (let segment = pending.shift(); segment; segment = pending.shift()) {
    report.alignments.runs++;
    const picks = await alignSegment(wav, segment, deps);
    if (!picks) {
      report.alignments.unfit++;
      if (segment.words.length > 1) {
        pending.unshift(...splitAtLongestPause(segment.words).map((half) => segmentOf(half, transcript)));
      } else {
        const [only] = segment.words;
        report.skipped.push({ wordIdx: only!.wordIdx, word: only!.entry.word, reason: 'audio did not fit the word' });
      }
      continue;
    }
    picks.forEach(({ timed, alternative }, i) => {
      const { wordIdx, entry } = segment.words[i]!;
      const at = { word: entry.word, wordIdx, start: segment.start + timed.start, end: segment.start + timed.end };
      const expected = entry.canonical[0]!;
      const variant = alternative!.variant;
      if (variant && !sureOf(transcript[wordIdx]!)) {
        report.skipped.push({ wordIdx, word: entry.word, reason: 'recognition unsure of the word' });
        return;
      }
      const accuracyScore = variant ? wrongScore(expected, variant.phones) : rightScore(timed.confidence);
      report.words.push({ ...at, accuracyScore });
      if (variant) {
        report.findings.push({
          ...at,
          accuracyScore,
          heard: { rule: variant.rule, description: variant.description },
          expectedPhones: expected,
          heardPhones: variant.phones,
        });
      }
    });
  }
  report.findings.sort((a, b) => a.wordIdx - b.wordIdx);
  report.words.sort((a, b) => a.wordIdx - b.wordIdx);
  report.skipped.sort((a, b) => a.wordIdx - b.wordIdx);
  return report;
}
