/** What a learner is shown of one grammar finding: the words it quotes and the correction. */
export interface ShownFinding {
  quoted: string;
  corrected: string;
}

/** Words as the recogniser writes them: lowercase, apostrophes kept, other punctuation gone. */
export const spokenWords = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/[^a-z0-9' ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

/**
 * A misquote: the finding quotes a word the speaker never said, or its correction repeats a word of `line` (the
 * line the check ran on) the speaker never said; the words the fix itself writes, absent from that line, are the
 * corrected form.
 */
export function isMisquote(finding: ShownFinding, said: string, line: string): boolean {
  const spoken = new Set(spokenWords(said));
  const heard = new Set(spokenWords(line));
  const quotedWrong = spokenWords(finding.quoted).some((w) => !spoken.has(w));
  const repeatedWrong = spokenWords(finding.corrected).some((w) => heard.has(w) && !spoken.has(w));
  return quotedWrong || repeatedWrong;
}

/** A finding counts as finding the labelled error when it quotes one of its words and quotes nothing unsaid. */
export const findsError = (finding: ShownFinding, error: readonly string[], said: string, line: string): boolean =>
  !isMisquote(finding, said, line) && spokenWords(finding.quoted).some((w) => error.includes(w));
