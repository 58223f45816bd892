import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingApi } from '@parley/contracts';
import { jobs } from '../../db/schema/index.ts';
import { SANDBOX_WEBHOOK_JOB } from '../../platform/payments/sandbox-webhooks.ts';
import { postEvent } from '../../test/provider-events.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { approvedTeacher, dashboardOf, person, recordsOf } from './affiliates-test-helpers.ts';

/** The sandbox's own charges reach the commissions as Stripe-shaped invoice.paid events (ADR 0076). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', name: 'Ben Member' };

/** Posts the webhooks the sandbox queued, in order, as its worker would. */
async function deliverQueued() {
  const queued = await t.db.select().from(jobs).where(eq(jobs.name, SANDBOX_WEBHOOK_JOB)).orderBy(asc(jobs.createdAt));
  for (const job of queued) {
    const body = (job.payload as { body: string }).body;
    const res = await postEvent(t, JSON.parse(body), { body });
    expect(res.statusCode, res.body).toBe(200);
  }
  await t.db.delete(jobs).where(eq(jobs.name, SANDBOX_WEBHOOK_JOB));
}

describe('commissions from the sandbox', () => {
  it('a paid checkout, and each renewal after a trial, earn a commission; the trial itself none', async () => {
    const ann = await approvedTeacher(t);
    const ben = await person(t, 'STUDENT', { affiliate_code: (await dashboardOf(t, ann)).code });
    const sandbox = t.platform.payments.sandbox!;
    const buy = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: billingApi.checkout.path,
        headers: ben.headers,
        payload: { plan: 'basic', period: '1_month' },
      });
      expect(res.statusCode, res.body).toBe(200);
      await sandbox.pay(new URL(res.json().checkout_url).searchParams.get('session')!, CARD);
      await deliverQueued();
    };
    await buy();
    expect(await recordsOf(t, ann)).toEqual([]);
    t.clock.advance(8 * 24 * 60 * 60 * 1000);
    await sandbox.sweep();
    await deliverQueued();
    const annNow = { ...ann, headers: await signedIn(ann) };
    const [first] = await recordsOf(t, annNow);
    expect(first).toMatchObject({ kind: 'commission', amount: 200, base_amount: 1000, member_number: 1 });

    // Ended at its period's end, Basic bought again is paid at the checkout (its trial was had): a second commission.
    const portal = await t.app.inject({
      method: 'POST',
      url: billingApi.portal.path,
      headers: { ...ben, headers: await signedIn(ben) }.headers,
    });
    const session = new URL(portal.json().portal_url).searchParams.get('session')!;
    const [live] = (await sandbox.portal(session)).subscriptions;
    await sandbox.setCancelAtPeriodEnd(session, live!.id, true);
    await deliverQueued();
    ben.headers = await signedIn(ben);
    await buy();
    expect((await recordsOf(t, annNow)).map((r) => r.amount)).toEqual([200, 200]);
    expect(await dashboardOf(t, annNow)).toMatchObject({ paying_members: 1, totals: { pending: 400 } });
  });
});

async function signedIn(who: { email: string; password: string }) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/sdk/auth/login',
    payload: { email: who.email, password: who.password },
  });
  return { authorization: `Bearer ${res.json().access_token.token}` };
}
