import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingApi } from '@parley/contracts';
import { jobs } from '../../db/schema/index.ts';
import { SANDBOX_WEBHOOK_JOB } from '../../platform/payments/sandbox-webhooks.ts';
import { DAY } from '../../test/auth-helpers.ts';
import { postEvent } from '../../test/provider-events.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { approvedTeacher, dashboardOf, person, recordsOf, signInAgain } from './affiliates-test-helpers.ts';

/** The sandbox's own charges (a trial's end, renewals, checkouts) reach commissions as invoice.paid events (ADR 0076). */
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
  it('the charge at a trial’s end, a renewal and a checkout paid at once each earn a commission; the trial itself none', async () => {
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
    const amounts = async () => {
      await signInAgain(t, ann);
      return (await recordsOf(t, ann)).map((r) => r.amount);
    };
    await buy();
    expect(await recordsOf(t, ann)).toEqual([]);
    t.clock.advance(8 * DAY);
    await sandbox.sweep();
    await deliverQueued();
    await signInAgain(t, ann);
    const [first] = await recordsOf(t, ann);
    expect(first).toMatchObject({ kind: 'commission', amount: 200, base_amount: 1000, member_number: 1 });

    // A month after the trial's end the sandbox renews the subscription and charges its next period.
    t.clock.advance(31 * DAY);
    expect(await sandbox.sweep()).toBe(1);
    await deliverQueued();
    expect(await amounts()).toEqual([200, 200]);

    // Set to end at its period's end, Basic bought again is paid at the checkout (its trial was had): a third commission.
    await signInAgain(t, ben);
    const portal = await t.app.inject({ method: 'POST', url: billingApi.portal.path, headers: ben.headers });
    const session = new URL(portal.json().portal_url).searchParams.get('session')!;
    const [live] = (await sandbox.portal(session)).subscriptions;
    await sandbox.setCancelAtPeriodEnd(session, live!.id, true);
    await deliverQueued();
    await buy();
    expect(await amounts()).toEqual([200, 200, 200]);
    // The first is past its 30 days' refund window.
    expect(await dashboardOf(t, ann)).toMatchObject({ paying_members: 1, totals: { approved: 200, pending: 400 } });
  });
});
