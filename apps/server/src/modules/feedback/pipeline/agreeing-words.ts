interface Timed {
  word: string;
  start: number;
  end: number;
}

/** Two decoders place one word a little differently: this much apart still counts as the same moment. */
const TIME_SLACK_SECONDS = 0.15;

const sameWordAtOnce = (a: Timed, b: Timed) =>
  a.word === b.word && a.start < b.end + TIME_SLACK_SECONDS && b.start < a.end + TIME_SLACK_SECONDS;

/**
 * Per word of `first`: whether `second` wrote the same word at about the same time. The two are lined up as their
 * longest common run of such words, so a word repeated elsewhere in the line ("i … i") agrees only once.
 */
export function agreeingWords(first: readonly Timed[], second: readonly Timed[]): boolean[] {
  const [n, m] = [first.length, second.length];
  const longest = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      longest[i]![j] = sameWordAtOnce(first[i]!, second[j]!)
        ? longest[i + 1]![j + 1]! + 1
        : Math.max(longest[i + 1]![j]!, longest[i]![j + 1]!);
  const agrees = first.map(() => false);
  let [i, j] = [0, 0];
  while (i < n && j < m) {
    if (sameWordAtOnce(first[i]!, second[j]!) && longest[i]![j] === longest[i + 1]![j + 1]! + 1) {
      agrees[i] = true;
      i++;
      j++;
    } else if (longest[i + 1]![j]! >= longest[i]![j + 1]!) i++;
    else j++;
  }
  return agrees;
}
