import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageFullText, UNUSED_UPLOAD_HOURS } from '@parley/contracts';
import { companies, uploads, users } from '../../db/schema/index.ts';
import { bearer, expectError, post, registerAndVerify } from '../../test/auth-helpers.ts';
import { multipart } from '../../test/multipart.ts';
import { fillSpace } from '../../test/space-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sweepUnusedUploads } from './uploads.service.ts';

const HOUR = 60 * 60 * 1000;
// The first bytes of a real PNG file; file-type recognises an image by them.
const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.alloc(64, 1),
]);

let t: TestApp;
let me: { id: number; headers: Record<string, string> };
beforeAll(async () => {
  t = await createTestApp({ env: { ROLES: 'api' } });
  const { auth } = await registerAndVerify(t);
  me = { id: auth.user.id, headers: bearer(auth.access_token) };
});
afterAll(() => t.close());

const upload = () => {
  const form = multipart('file', 'picture.png', PNG);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/sdk/storage/upload',
    payload: form.payload,
    headers: { ...form.headers, ...me.headers },
  });
};
async function uploaded(): Promise<{ url: string; key: string }> {
  const res = await upload();
  expect(res.statusCode, res.body).toBe(201);
  const url: string = res.json().url;
  return { url, key: url.split('/').at(-1)! };
}
const served = async (url: string) => (await t.app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode;
async function setPlan(plan: 'free' | 'basic') {
  await t.db.update(users).set({ plan }).where(eq(users.id, me.id));
  await t.domain.publish('auth.changed', { userId: me.id });
}
const sweep = () => sweepUnusedUploads({ db: t.db, storage: t.platform.storage, clock: t.clock, log: console });

describe('stored bytes', () => {
  it("refuses a picture past the plan's space with its text, and counts what was kept", async () => {
    await fillSpace(t, me.id, PNG.length);
    const kept = await uploaded();
    expect(await t.db.select().from(uploads).where(eq(uploads.key, kept.key))).toMatchObject([{ bytes: PNG.length }]);

    expectError(await upload(), 403, 'EXC_STORAGE_LIMIT_REACHED', storageFullText('free'));
    await setPlan('basic');
    expect((await upload()).statusCode, 'a bigger plan has room').toBe(201);
    await setPlan('free');
    await t.db.delete(uploads).where(eq(uploads.userId, me.id));
  });
});

describe('the unused-uploads sweep', () => {
  it(`deletes pictures nothing shows ${UNUSED_UPLOAD_HOURS} hours after their upload, and keeps those in use`, async () => {
    const [avatar, logo, forgotten] = [await uploaded(), await uploaded(), await uploaded()];
    const saved = await post(t, 'update', { image: avatar.url }, me.headers);
    expect(saved.statusCode, saved.body).toBe(200);
    const organisation = {
      name: 'Quota Ltd',
      billingEmail: 'billing@quota.test',
      joinCode: 'QUOTA1',
      logo: new URL(logo.url).pathname,
    };
    await t.db.insert(companies).values(organisation);

    t.clock.advance(UNUSED_UPLOAD_HOURS * HOUR - HOUR);
    expect(await sweep(), 'a day has not passed yet').toBe(0);
    t.clock.advance(2 * HOUR);
    expect(await sweep()).toBe(1);
    expect(await served(forgotten.url)).toBe(404);
    expect(await t.platform.storage.get(forgotten.key)).toBeNull();
    expect(await served(avatar.url)).toBe(200);
    expect(await served(logo.url)).toBe(200);

    // A replaced avatar is unused too, and its bytes leave the owner's space.
    await t.db.update(users).set({ image: null }).where(eq(users.id, me.id));
    expect(await sweep()).toBe(1);
    expect(await t.platform.storage.get(avatar.key)).toBeNull();
    expect((await t.db.select().from(uploads).where(eq(uploads.userId, me.id))).map((u) => u.key)).toEqual([logo.key]);
  });
});
