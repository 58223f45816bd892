import type { Plan } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import { BAND_SIZE } from './matching.bands.ts';
import { matchPeople } from './matching.engine.ts';
import { expectValid } from './matching.test-helpers.ts';
import type { MatchCandidate, MatchInput, UserPair } from './matching.types.ts';

const person = (userId: number, level = 2, plan: Plan = 'free'): MatchCandidate => ({ userId, level, plan });
const input = (candidates: MatchCandidate[], more: Partial<Omit<MatchInput, 'candidates'>> = {}): MatchInput => ({
  candidates,
  avoids: [],
  previous: [],
  follows: [],
  ...more,
});
const seeds = Array.from({ length: 20 }, (_, i) => `seed-${i}`);
const roomOf = (rooms: number[][], id: number) => rooms.find((r) => r.includes(id));

describe('matchPeople', () => {
  it('pairs mutual followers whatever the seed; a one-way follow changes nothing', () => {
    const people = [1, 2, 3, 4, 5, 6].map((id) => person(id));
    const mutual: UserPair[] = [
      [2, 5],
      [5, 2],
    ];
    for (const seed of seeds) {
      expect(roomOf(matchPeople(input(people, { follows: mutual }), seed).rooms, 2)).toEqual([2, 5]);
      const oneWay = matchPeople(input(people, { follows: [[3, 6]] }), seed);
      expect(oneWay).toEqual(matchPeople(input(people), seed));
    }
  });

  it('makes one trio of an odd count, only with someone both partners may meet', () => {
    expect(
      matchPeople(input([1, 2, 3, 4, 5].map((id) => person(id))), 's')
        .rooms.map((r) => r.length)
        .sort(),
    ).toEqual([2, 3]);
    // 3 avoids 1: 3 may meet 2 but cannot join 1 and 2, so somebody waits.
    const result = matchPeople(input([person(1), person(2), person(3)], { avoids: [[3, 1]] }), 's');
    expect(result.rooms).toHaveLength(1);
    expect(result.rooms[0]).toHaveLength(2);
    expect(result.unmatched).toHaveLength(1);
  });

  it('serves pro and team first when not everybody can be matched', () => {
    // 2 may meet 1 or 3, and 1 and 3 avoid each other, so one of them waits: never the pro or team member.
    for (const plan of ['pro', 'team'] as const) {
      for (const seed of seeds) {
        const people = [person(1, 2, 'basic'), person(2), person(3, 2, plan)];
        const result = matchPeople(input(people, { avoids: [[1, 3]] }), seed);
        expect(result).toEqual({ rooms: [[2, 3]], unmatched: [1] });
      }
    }
  });

  it('needs both partners’ level rules', () => {
    const pair = (a: MatchCandidate, b: MatchCandidate) => matchPeople(input([a, b]), 's').rooms.length === 1;
    expect(pair(person(1, 2, 'free'), person(2, 1, 'pro'))).toBe(true);
    expect(pair(person(1, 2, 'free'), person(2, 1, 'free'))).toBe(false);
    expect(pair(person(1, 2, 'basic'), person(2, 1, 'pro'))).toBe(false);
    expect(pair(person(1, 3, 'pro'), person(2, 1, 'team'))).toBe(false);
    expect(pair(person(1, 2, 'basic'), person(2, 2, 'pro'))).toBe(true);
  });

  it('never repeats a pair of the event and never crosses an avoid', () => {
    const result = matchPeople(
      input([person(1), person(2), person(3), person(4)], { previous: [[1, 2]], avoids: [[3, 1]] }),
      's',
    );
    expect(result.rooms).toEqual([
      [1, 4],
      [2, 3],
    ]);
  });

  it('is deterministic for a seed, whatever the order of the input, and varies with the seed', () => {
    const people = Array.from({ length: 30 }, (_, i) => person(i + 1, 1 + (i % 3), i % 4 === 0 ? 'pro' : 'free'));
    const first = matchPeople(input(people), 'round-1');
    expect(matchPeople(input(people.toReversed()), 'round-1')).toEqual(first);
    expect(seeds.some((seed) => JSON.stringify(matchPeople(input(people), seed)) !== JSON.stringify(first))).toBe(true);
  });

  it('bands a large population and still matches everyone the rules allow', () => {
    // Four levels of 76 free learners: free learners of two levels never meet, so each level pairs up alone.
    const people = Array.from({ length: 4 * 76 }, (_, i) => person(i + 1, 1 + (i % 4)));
    expect(people.length).toBeGreaterThan(BAND_SIZE * 3);
    const result = matchPeople(input(people), 's');
    expectValid(input(people), result);
    expect(result.unmatched).toEqual([]);
    const odd = [...people, person(1000, 1)];
    expect(matchPeople(input(odd), 's')).toMatchObject({ unmatched: [] });
  });

  it('refuses a candidate listed twice', () => {
    expect(() => matchPeople(input([person(1), person(1)]), 's')).toThrow(/twice/);
  });
});
