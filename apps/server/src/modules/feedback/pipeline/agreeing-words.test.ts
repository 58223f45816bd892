import { describe, expect, it } from 'vitest';
import { agreeingWords } from './agreeing-words.ts';

/** Words at half-second steps from `at` seconds. */
const said = (text: string, at = 0) => text.split(' ').map((word, i) => ({ word, start: at + i * 0.5, end: at + i * 0.5 + 0.4 }));

describe('agreeingWords', () => {
  it('agrees on the same words at the same moments and not where the second decode heard something else', () => {
    expect(agreeingWords(said('we didn’t go nowhere left calmer'), said('we didn’t go nowhere laughed calm'))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('lines the two up across a word one of them split or left out', () => {
    const first = said('i am agree it is good');
    const second = [...said('i am agree'), ...said('it is good', 1.6)];
    expect(agreeingWords(first, second)).toEqual([true, true, true, true, true, true]);
    expect(
      agreeingWords(
        said('she goes to work'),
        said('she to work', 0).map((w, i) => ({ ...w, start: w.start + (i ? 0.5 : 0), end: w.end + (i ? 0.5 : 0) })),
      ),
    ).toEqual([true, false, true, true]);
  });

  it('does not count the same word heard at another moment', () => {
    expect(agreeingWords(said('i think i know'), said('know i think i', 5))).toEqual([false, false, false, false]);
    expect(agreeingWords(said('i i goed'), said('i', 0.6))).toEqual([false, true, false]);
  });

  it('agrees on nothing with an empty opinion', () => {
    expect(agreeingWords(said('she go'), [])).toEqual([false, false]);
  });
});
