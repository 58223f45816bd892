/** Lower case, apostrophes kept, everything else between words dropped: "Don't, Mr. Smith!" → ["don't", "mr", "smith"]. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/** Word-level Levenshtein alignment: substitutions, deletions and insertions turning `reference` into `hypothesis`. */
export function wordEdits(
  reference: string[],
  hypothesis: string[],
): { substitutions: number; deletions: number; insertions: number } {
  type Cell = { cost: number; s: number; d: number; i: number };
  let previous: Cell[] = hypothesis.map((_, j) => ({ cost: j + 1, s: 0, d: 0, i: j + 1 }));
  previous.unshift({ cost: 0, s: 0, d: 0, i: 0 });
  for (let r = 1; r <= reference.length; r++) {
    const row: Cell[] = [{ cost: r, s: 0, d: r, i: 0 }];
    for (let h = 1; h <= hypothesis.length; h++) {
      const same = reference[r - 1] === hypothesis[h - 1];
      const diagonal = previous[h - 1]!;
      const up = previous[h]!;
      const left = row[h - 1]!;
      const options: Cell[] = [
        { ...diagonal, cost: diagonal.cost + (same ? 0 : 1), s: diagonal.s + (same ? 0 : 1) },
        { ...up, cost: up.cost + 1, d: up.d + 1 },
        { ...left, cost: left.cost + 1, i: left.i + 1 },
      ];
      row.push(options.reduce((best, o) => (o.cost < best.cost ? o : best)));
    }
    previous = row;
  }
  const { s, d, i } = previous[hypothesis.length]!;
  return { substitutions: s, deletions: d, insertions: i };
}

/** (substitutions + deletions + insertions) / reference words; 0 for two empty texts, 1 per word against nothing. */
export function wordErrorRate(reference: string, hypothesis: string): number {
  const ref = words(reference);
  const hyp = words(hypothesis);
  if (ref.length === 0) return hyp.length === 0 ? 0 : 1;
  const e = wordEdits(ref, hyp);
  return (e.substitutions + e.deletions + e.insertions) / ref.length;
}
