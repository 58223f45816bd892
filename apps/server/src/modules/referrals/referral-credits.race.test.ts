// Postgres pass too: two friends' payments credit one inviter at once (the inviter's row is locked to extend the grant).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY } from '../../test/auth-helpers.ts';
import { postEventOk } from '../../test/provider-events.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { friendOf, member, pageOf, pays } from './referrals-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('referral credits at once', () => {
  it('gives two months when two friends pay at the same moment, the grant extended twice', async () => {
    const ana = await member(t);
    const friends = [await friendOf(t, ana), await friendOf(t, ana)];
    await Promise.all(friends.map((friend) => postEventOk(t, pays(t, friend))));
    const page = await pageOf(t, ana);
    expect(page.credits).toHaveLength(2);
    expect(page.free_basic_until).toBe(new Date(t.clock.now().getTime() + 60 * DAY).toISOString());
  });
});
