import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avoids, events, follows, matches } from '../../db/schema/index.ts';
import { register } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMatchRunner, type MatchRunner } from './matching.runner.ts';
import { matchRound, type MatchingDeps } from './matching.service.ts';
import type { MatchCandidate } from './matching.types.ts';

let t: TestApp;
let runner: MatchRunner;
let deps: MatchingDeps;
beforeAll(async () => {
  t = await createTestApp();
  runner = createMatchRunner();
  deps = { db: t.db, clock: t.clock, runner };
});
afterAll(async () => {
  await runner.close();
  await t.close();
});

const user = async () => (await register(t)).auth.user.id;
async function newEvent(hostId: number) {
  const id = randomUUID();
  const startsAt = t.clock.now();
  await t.db.insert(events).values({
    id,
    shortId: id.slice(0, 8),
    hostId,
    title: 'Rotation',
    language: 'en',
    proficiency: 2,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 3_600_000),
  });
  return id;
}
const candidate = (userId: number): MatchCandidate => ({ userId, level: 2, plan: 'free' });
const rowsOf = (eventId: string, round: number) =>
  t.db
    .select({ userId: matches.userId, matchedUserId: matches.matchedUserId })
    .from(matches)
    .where(and(eq(matches.eventId, eventId), eq(matches.round, round)));

describe('matchRound', () => {
  it('stores each room one row per direction and never repeats a pair of the event', async () => {
    const ids = await Promise.all(Array.from({ length: 4 }, user));
    const eventId = await newEvent(ids[0]!);
    const seen = new Set<string>();
    // Four people have three rounds of new partners (a round-robin), then nobody is left to meet.
    for (const round of [1, 2, 3]) {
      const result = await matchRound(deps, { eventId, round, candidates: ids.map(candidate) });
      expect(result.unmatched).toEqual([]);
      for (const [a, b] of result.rooms as [number, number][]) {
        expect(seen.has(`${a}:${b}`)).toBe(false);
        seen.add(`${a}:${b}`);
      }
      const rows = await rowsOf(eventId, round);
      expect(rows).toHaveLength(4);
      for (const { userId, matchedUserId } of rows) expect(rows).toContainEqual({ userId: matchedUserId, matchedUserId: userId });
    }
    const fourth = await matchRound(deps, { eventId, round: 4, candidates: ids.map(candidate) });
    expect(fourth).toEqual({ rooms: [], unmatched: [...ids].sort((a, b) => a - b) });
  });

  it('reads avoids either way and prefers mutual follows, and writes a trio as three pairs', async () => {
    const [a, b, c, d, e] = await Promise.all(Array.from({ length: 5 }, user));
    const eventId = await newEvent(a!);
    await t.db.insert(avoids).values({ userId: b!, avoidedId: a! });
    await t.db.insert(follows).values([
      { followerId: c!, followeeId: d! },
      { followerId: d!, followeeId: c! },
    ]);
    const result = await matchRound(deps, { eventId, round: 1, candidates: [a!, b!, c!, d!, e!].map(candidate) });
    expect(result.rooms.find((room) => room.includes(c!))).toContain(d!);
    expect(result.rooms.some((room) => room.includes(a!) && room.includes(b!))).toBe(false);
    expect(result.rooms.map((r) => r.length).sort()).toEqual([2, 3]);
    expect(await rowsOf(eventId, 1)).toHaveLength(2 + 6);
  });

  it('refuses an unknown event', async () => {
    await expect(matchRound(deps, { eventId: randomUUID(), round: 1, candidates: [] })).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
  });
});
