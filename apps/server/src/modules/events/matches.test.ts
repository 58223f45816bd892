import { randomUUID } from 'node:crypto';
import type { MatchesPage } from '@parley/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avoids, matches } from '../../db/schema/index.ts';
import { expectError } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { MINUTE, call, createEvent, student, teacher, type Member } from '../../test/event-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const base = Date.parse('2026-02-01T10:00:00Z');
/** A pairing as the rotation engine writes it: one row per direction. */
async function paired(eventId: string, round: number, a: Member, b: Member, minutes: number) {
  const createdAt = new Date(base + minutes * MINUTE);
  await t.db.insert(matches).values([
    { id: randomUUID(), eventId, round, userId: a.id, matchedUserId: b.id, createdAt },
    { id: randomUUID(), eventId, round, userId: b.id, matchedUserId: a.id, createdAt },
  ]);
}

const list = async (who: Member, query = '') => {
  const res = await call(t, 'GET', `user/matches${query}`, who.auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MatchesPage;
};

describe('GET user/matches', () => {
  it('answers the newest pairing per person, newest first, paged, without avoids either way', async () => {
    const host = await teacher(t);
    const [me, ann, ben, cat, dan, eve] = await Promise.all(Array.from({ length: 6 }, () => student(t)));
    const first = await createEvent(t, host);
    const second = await createEvent(t, host);
    await paired(first.event_id, 1, me!, ann!, 0);
    await paired(first.event_id, 2, me!, ben!, 12);
    await paired(second.event_id, 1, me!, ann!, 60);
    await paired(second.event_id, 2, me!, cat!, 72);
    await paired(second.event_id, 3, me!, dan!, 84);
    await paired(second.event_id, 4, me!, eve!, 96);
    await paired(second.event_id, 5, ann!, ben!, 108);
    await t.db.insert(avoids).values([
      { userId: me!.id, avoidedId: dan!.id },
      { userId: eve!.id, avoidedId: me!.id },
    ]);

    const page = await list(me!);
    expect(page.total).toBe(3);
    expect(page.items.map((m) => m.user_matched_with.id)).toEqual([cat!.id, ann!.id, ben!.id]);
    expect(page.items[1]).toMatchObject({
      event_id: second.event_id,
      matched_at: new Date(base + 60 * MINUTE).toISOString(),
      user_matched_with: { id: ann!.id, username: ann!.username, display_name: null, image: null },
    });
    expect(page.items[0]!.match_id).toMatch(/^[0-9a-f-]{36}$/);

    const second2 = await list(me!, '?limit=2&offset=2');
    expect(second2).toMatchObject({ total: 3, limit: 2, offset: 2 });
    expect(second2.items.map((m) => m.user_matched_with.id)).toEqual([ben!.id]);

    // The avoided and the avoiding side both lose the pairing.
    expect((await list(dan!)).items).toEqual([]);
    expect((await list(eve!)).items).toEqual([]);
    expect((await list(ann!)).items.map((m) => m.user_matched_with.id)).toEqual([ben!.id, me!.id]);
  });

  it('is empty for someone never paired and needs a signed-in caller', async () => {
    expect(await list(await student(t))).toEqual({ items: [], total: 0, limit: 10, offset: 0 });
    expectError(await call(t, 'GET', 'user/matches'), 401, 'UNAUTHORIZED');
    expectError(await call(t, 'GET', 'user/matches?limit=0', (await student(t)).auth), 400, 'VALIDATION_ERROR');
  });
});
