import type { TranscriptLine } from '@parley/contracts';
import type { GrammarFinding } from '@parley/language';
import { confidentCorrection } from './confident-correction.ts';
import type { NewFinding } from './finding.ts';

/** The words of a line that a character span of its text touches (the text is its words joined by spaces). */
function wordsInSpan(line: TranscriptLine, span: { start: number; end: number }) {
  let offset = 0;
  const hit = [];
  for (const [i, word] of line.words.entries()) {
    const from = offset;
    const to = offset + word.word.length;
    offset = to + 1;
    if (from < span.end && to > span.start) hit.push(i);
  }
  // A missing word (an article, say) has an empty span between two words: take the word after it.
  if (hit.length === 0) hit.push(Math.min(line.words.length - 1, line.text.slice(0, span.start).split(' ').length - 1));
  return hit;
}

/**
 * Grammar findings on transcript lines, placed on the timeline at the words they are about. `sure` says, per line and
 * word, which words may be quoted (sure-words.ts): a finding on a word that is not sure is left out, and a
 * correction shows only sure words around its fix (ADR 0058).
 */
export function grammarFindings(
  lines: readonly TranscriptLine[],
  perLine: readonly GrammarFinding[][],
  sure: readonly (readonly boolean[])[],
): NewFinding[] {
  return lines.flatMap((line, n) =>
    (perLine[n] ?? []).flatMap((finding): NewFinding[] => {
      const hit = wordsInSpan(line, finding.span);
      const lineSure = sure[n] ?? [];
      if (!hit.every((i) => lineSure[i])) return [];
      const corrected = confidentCorrection(
        line.words.map((w) => w.word),
        lineSure,
        finding.correctedSentence,
      );
      if (corrected === null) return [];
      const first = line.words[hit[0]!]!;
      const last = line.words[hit.at(-1)!]!;
      return [
        {
          start: first.start,
          end: last.end,
          errorType: 'GRAMMAR',
          comment: finding.explanation,
          feedback: null,
          correctedSentence: corrected,
          ext: { error_type: finding.category, word: line.text.slice(finding.span.start, finding.span.end) || first.word },
        },
      ];
    }),
  );
}
