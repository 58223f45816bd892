import { describe, expect, it } from 'vitest';
import { marketStory } from '../../test/fixtures/market-story.ts';
import type { TimedWord } from '../spoken-token.ts';
import { analyseVocabulary } from './analyse-vocabulary.ts';

/** Words spaced as a hosted engine returns them: capitalised, punctuated. */
const spoken = (text: string): TimedWord[] => text.split(' ').map((word, i) => ({ word, start: i * 0.4, end: i * 0.4 + 0.3 }));

describe('vocabulary analysis', () => {
  it('rates the words of a pocketsphinx transcript, leaving out its markers and unsure words', () => {
    const { levels, profile } = analyseVocabulary(marketStory);
    const said = (w: string) => levels.find((l) => l.word === w);
    expect(levels.some((l) => /[<[(]/.test(l.word))).toBe(false);
    expect(said('went')).toMatchObject({ lemma: 'go', cefr: 'A1' });
    expect(said('good')).toMatchObject({ lemma: 'good', cefr: 'A1' });
    expect(said('market')).toMatchObject({ cefr: 'A2' });
    expect(said('taxi')).toMatchObject({ cefr: 'A2' });
    // market, weather, cheese, bread, taxi; misheard words the recogniser doubted (geez 0.05, helm 0.08) and the spelled letter "l" are not rated.
    expect([said('geez')?.cefr, said('helm')?.cefr, said('l')?.cefr]).toEqual([null, null, null]);
    expect(levels[0]).toMatchObject({ wordIdx: 1, word: 'well' });
    expect(profile).toEqual({ A1: 12, A2: 5, B1: 0, B2: 0, C1: 0, C2: 0 });
  });

  it('finds the overused basic words and the very + adjective phrases, pointing at every occurrence', () => {
    const { findings } = analyseVocabulary(marketStory);
    expect(findings.map((f) => `${f.kind}:${f.word}`)).toEqual([
      'overused:very',
      'intensifier:very good',
      'intensifier:very nice',
      'overused:get',
      'intensifier:very tired',
    ]);
    const very = findings[0]!;
    expect(very.occurrences.map((o) => marketStory[o.wordIdx[0]!]!.word)).toEqual(['very', 'very', 'very', 'very']);
    expect(very).toMatchObject({ cefr: 'A1', start: 4.12, end: 4.39, wordIdx: [17, 22, 28, 71] });
    expect(very.comment).toMatch(/^You said "very" 4 times\./);
    const got = findings[3]!;
    expect(got.occurrences.map((o) => marketStory[o.wordIdx[0]!]!.word)).toEqual(['got', 'got', 'got']);
    expect(got.suggestions[0]).toEqual({ word: 'receive', cefr: 'A2' });
    const tired = findings[4]!;
    expect(tired).toMatchObject({ wordIdx: [71, 72], start: 17.01, end: 17.88 });
    expect(tired.suggestions).toEqual([{ word: 'exhausted', cefr: 'B1' }]);
  });

  it('counts "like" only as the verb, not as a filler or in "looks like"', () => {
    const { findings } = analyseVocabulary(
      spoken(
        "I like football. My brother likes tennis, and we'd like to play together. It looks like rain, like, all the time. Um, I really like, you know, rainy days.",
      ),
    );
    const like = findings.find((f) => f.word === 'like');
    expect(like?.occurrences).toHaveLength(4);
    expect(like?.suggestions.map((s) => s.cefr)).not.toContain('A1');
  });

  it('reads hosted-engine words (capitals, punctuation, contractions) and rates advanced words high', () => {
    const { levels, profile, findings } = analyseVocabulary(
      spoken("Honestly, the hypothesis wasn't convincing; its consequences seemed meticulous, but the 2020 data didn't."),
    );
    const rated = Object.fromEntries(levels.map((l) => [l.word, l.cefr]));
    expect(rated).toMatchObject({
      honestly: 'A2',
      "wasn't": 'A1',
      "didn't": 'A1',
      hypothesis: 'C1',
      meticulous: 'C1',
      '2020': null,
    });
    expect(profile.C1).toBe(2);
    expect(findings).toEqual([]);
  });

  it('analyses a 1,400-word transcript well under a second once the tables are loaded', () => {
    analyseVocabulary(marketStory);
    const long = Array.from({ length: 20 }, (_, k) =>
      marketStory.map((w) => ({ ...w, start: w.start + k * 20, end: w.end + k * 20 })),
    ).flat();
    const started = performance.now();
    const { levels } = analyseVocabulary(long);
    expect(levels.length).toBeGreaterThan(1_300);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
