import { PLANS } from '@parley/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchPeople } from './matching.engine.ts';
import { bruteForceBest, expectValid, oracle, pairsOf, score } from './matching.test-helpers.ts';
import type { MatchInput } from './matching.types.ts';

/** A population of `min`–`max` people with random levels, plans, avoids, earlier pairs and follows. */
const population = (min: number, max: number) =>
  fc.integer({ min, max }).chain((n) => {
    const ids = Array.from({ length: n }, (_, i) => 1000 + i * 7);
    const someone = fc.constantFrom(...(ids.length > 0 ? ids : [0]));
    const pairs = n < 2 ? fc.constant([]) : fc.array(fc.tuple(someone, someone), { maxLength: n * 2 });
    return fc.record({
      candidates: fc.tuple(
        ...ids.map((userId) =>
          fc.record({ userId: fc.constant(userId), level: fc.integer({ min: 1, max: 4 }), plan: fc.constantFrom(...PLANS) }),
        ),
      ),
      avoids: pairs,
      previous: pairs,
      follows: pairs,
    });
  }) as fc.Arbitrary<MatchInput>;

describe('matchPeople over random populations', () => {
  it('breaks no rule: nobody twice, no avoid, no level rule, no repeated pair, one trio at most', () => {
    fc.assert(
      fc.property(population(0, 40), fc.string(), (input, seed) => expectValid(input, matchPeople(input, seed))),
      { numRuns: 300 },
    );
  });

  it('matches as many as the rules allow, priority plans first, then mutual follows, then same levels', () => {
    fc.assert(
      fc.property(population(0, 10), fc.string(), (input, seed) => {
        const result = matchPeople(input, seed);
        const best = bruteForceBest(input);
        const hasTrio = result.rooms.some((r) => r.length === 3);
        expect(result.rooms.flat().length).toBeGreaterThanOrEqual(2 * best[0]!);
        if (!hasTrio) expect(score(pairsOf(result, input), input)).toEqual(best);
      }),
      { numRuns: 400 },
    );
  });

  it('leaves nobody waiting in an odd round who could have joined a pair', () => {
    fc.assert(
      fc.property(population(1, 30), fc.string(), (input, seed) => {
        const result = matchPeople(input, seed);
        if (input.candidates.length % 2 === 0 || result.rooms.some((r) => r.length === 3)) return;
        const { allowed } = oracle(input);
        const byId = new Map(input.candidates.map((c) => [c.userId, c]));
        for (const id of result.unmatched) {
          for (const [a, b] of pairsOf(result, input)) {
            expect(allowed(byId.get(id)!, a) && allowed(byId.get(id)!, b)).toBe(false);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('stays within the rules when banding large populations', () => {
    fc.assert(
      fc.property(population(150, 400), fc.string(), (input, seed) => expectValid(input, matchPeople(input, seed))),
      { numRuns: 8 },
    );
  });
});
