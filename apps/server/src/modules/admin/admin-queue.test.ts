import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_TEXTS as T,
  NOTIFICATION_PREFIX,
  adminReportSchema,
  COMPANY_PREFIX,
  paymentsOverviewSchema,
} from '@parley/contracts';
import { desc } from 'drizzle-orm';
import { adminAuditLog } from '../../db/schema/index.ts';
import { adminOf, asAdmin } from '../../test/admin-helpers.ts';
import { expectError, post } from '../../test/auth-helpers.ts';
import { createEvent, member, participate, teacher, type Member } from '../../test/event-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { postEventOk } from '../../test/provider-events.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ok = async (res: Awaited<ReturnType<typeof asAdmin>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const report = async (by: Member, about: Member, extra: object = {}) => {
  const res = await post(
    t,
    'report',
    { user_id: about.id, reason: 'harassment', details: 'Rude in the room', ...extra },
    by.auth,
  );
  expect(res.statusCode, res.body).toBe(200);
};
const openReports = async () =>
  (await ok(await asAdmin(t, 'GET', 'reports'))).items.map((r: unknown) => adminReportSchema.parse(r));
interface Announced {
  status: string;
  /** The provider's subscription; one per event unless given. */
  subscription?: string;
  type?: 'customer.subscription.created' | 'customer.subscription.updated';
  quantity?: number;
  /** How many days from now its period (or trial) ends; 30 unless given. */
  days?: number;
}
/** A subscription as the sandbox provider announces it, through the billing module's webhook. */
async function announce(id: string, metadata: Record<string, string>, o: Announced) {
  const now = Math.floor(t.clock.now().getTime() / 1000);
  const item = { current_period_end: now + 86_400 * (o.days ?? 30), ...(o.quantity ? { quantity: o.quantity } : {}) };
  const subscription = {
    id: o.subscription ?? `sub_${id}`,
    object: 'subscription',
    customer: `cus_${metadata.user_id}`,
    status: o.status,
    metadata,
    cancel_at_period_end: false,
    items: { object: 'list', data: [item] },
  };
  await postEventOk(t, {
    id,
    object: 'event',
    type: o.type ?? 'customer.subscription.created',
    created: now,
    data: { object: subscription },
  });
}
/** A learner's plan subscription, with more metadata as a checkout with a promotion code adds. */
const subscribe = (id: string, userId: number, plan: string, period: string, o: Announced & { metadata?: object }) =>
  announce(id, { kind: 'plan', user_id: String(userId), plan, period, ...o.metadata }, o);
const audits = (n: number) => t.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.id)).limit(n);

describe('the reports queue', () => {
  it('lists open reports oldest first with their context; dismiss and warn close one; filed again, it is open again', async () => {
    const [ann, bob, cat] = [await member(t), await member(t), await member(t)];
    const host = await teacher(t);
    const event = await createEvent(t, host, { event_title: 'Friday chat' });
    await report(ann, cat, { event_id: event.short_event_id });
    t.clock.advance(60_000);
    await report(bob, cat, { reason: 'spam', details: null });
    const [first, second] = await openReports();
    expect(first).toMatchObject({
      reporter: { id: ann.id },
      reported: { id: cat.id, report_count: 2, disabled_at: null },
      reason: 'harassment',
      details: 'Rude in the room',
      event: { event_id: event.event_id, short_event_id: event.short_event_id, title: 'Friday chat' },
      status: 'open',
    });
    expect(second).toMatchObject({ reporter: { id: bob.id }, reason: 'spam', event: null });

    expect(await ok(await asAdmin(t, 'POST', `reports/${first!.id}/dismiss`, { note: 'A misunderstanding' }))).toMatchObject({
      status: 'dismissed',
      note: 'A misunderstanding',
    });
    const [dismissed] = await audits(1);
    expect(dismissed).toMatchObject({ action: 'report.dismiss', before: { status: 'open' }, after: { status: 'dismissed' } });
    expectError(await asAdmin(t, 'POST', `reports/${first!.id}/warn`, {}), 409, 'CONFLICT', T.reportClosed);
    expect((await ok(await asAdmin(t, 'POST', `reports/${second!.id}/warn`, { note: 'No adverts, please.' }))).status).toBe(
      'warned',
    );
    const mail = await t.smtp.next(cat.email);
    expect(mail.subject).toBe('A warning about your behaviour on Parley');
    expect(mail.text).toContain('Our note: No adverts, please.');
    expect(await openReports()).toEqual([]);

    await report(ann, cat, { details: 'Again today' });
    expect(await openReports()).toMatchObject([{ id: first!.id, status: 'open', details: 'Again today', note: null }]);
    expect((await ok(await asAdmin(t, 'GET', 'reports?status=warned'))).total).toBe(1);
    expectError(await asAdmin(t, 'POST', 'reports/999999/dismiss', {}), 404, 'NOT_FOUND', T.reportNotFound);
  });

  it('bans: the account is disabled, its sessions end and every open report against them closes', async () => {
    const [ann, bob, dan] = [await member(t), await member(t), await member(t)];
    await report(ann, dan);
    await report(bob, dan);
    const against = async () => (await openReports()).filter((r: { reported: { id: number } }) => r.reported.id === dan.id);
    const open = await against();
    expect(open).toHaveLength(2);
    const banned = await ok(await asAdmin(t, 'POST', `reports/${open[0]!.id}/ban`, { note: 'Harassment' }));
    expect(banned).toMatchObject({ status: 'banned', reported: { disabled_at: t.clock.now().toISOString() } });
    expect(await against()).toEqual([]);
    expect((await ok(await asAdmin(t, 'GET', 'reports?status=banned'))).total).toBe(2);
    expectError(await t.app.inject({ method: 'GET', url: '/api/v1/sdk/auth/me', headers: dan.auth }), 401, 'TOKEN_REVOKED');
    expectError(await post(t, 'login', { email: dan.email, password: dan.password }), 403, 'ACCOUNT_DISABLED');
    const [ban, disable] = await audits(2);
    expect(ban).toMatchObject({
      action: 'report.ban',
      targetType: 'report',
      after: { status: 'banned', also_closed: [open[1]!.id] },
    });
    expect(disable).toMatchObject({
      action: 'user.disable',
      targetType: 'user',
      targetId: String(dan.id),
      before: { disabled_at: null },
    });
  });
});

describe('events, payments and the audit log', () => {
  it('cancels an upcoming event through the events module: its participant and its host are told', async () => {
    const host = await teacher(t);
    const guest = await member(t);
    const event = await createEvent(t, host, { event_title: 'Travel stories' });
    expect((await participate(t, guest, event.event_id)).statusCode).toBe(200);
    const found = await ok(await asAdmin(t, 'GET', 'events?q=travel'));
    expect(found).toMatchObject({ total: 1, items: [{ event_id: event.event_id, host: { id: host.id }, participants: 1 }] });
    expect(await ok(await asAdmin(t, 'POST', `events/${event.event_id}/cancel`, { note: 'Spam event' }))).toEqual({ ok: true });
    for (const who of [guest, host]) {
      const list = await t.app.inject({ method: 'GET', url: NOTIFICATION_PREFIX, headers: who.auth });
      expect(list.json().items[0]).toMatchObject({ kind: 'event_cancelled', title: 'Cancelled: Travel stories' });
      expect(list.json().items[0].body).toContain("cancelled by Parley's team");
    }
    expect((await ok(await asAdmin(t, 'GET', 'events?q=travel'))).total).toBe(0);
    const [audit] = await audits(1);
    expect(audit).toMatchObject({
      action: 'event.cancel',
      targetId: event.event_id,
      before: { cancelled: false },
      after: { cancelled: true },
    });
    expectError(await asAdmin(t, 'POST', `events/${event.event_id}/cancel`, {}), 409, 'CONFLICT', T.eventOver);
    expectError(await asAdmin(t, 'POST', 'events/nope/cancel', {}), 404, 'NOT_FOUND', T.eventNotFound);
  });

  it('sums live plan subscriptions and lists the newest payment events', async () => {
    const [ann, bob] = [await member(t), await member(t)];
    await subscribe('evt_admin_1', ann.id, 'pro', '1_month', { status: 'active' });
    await subscribe('evt_admin_2', bob.id, 'basic', '6_month', { status: 'trialing' });
    const overview = paymentsOverviewSchema.parse(await ok(await asAdmin(t, 'GET', 'payments')));
    expect(overview.subscriptions).toEqual([
      { plan: 'basic', status: 'trialing', count: 1 },
      { plan: 'pro', status: 'active', count: 1 },
    ]);
    // Pro monthly 18.00, Basic on 6 months 7.00 a month.
    expect(overview).toMatchObject({ monthly_recurring_revenue_cents: 1800 + 700, currency: 'usd', teacher_subscriptions: 0 });
    expect(overview.events.map((e) => e.event_id).sort()).toEqual(['evt_admin_1', 'evt_admin_2']);
  });

  it('pages the audit log, newest first, naming the admin', async () => {
    const admin = await adminOf(t);
    const page = await ok(await asAdmin(t, 'GET', 'audit?limit=2'));
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThan(5);
    expect(page.items[0]).toMatchObject({ admin: { id: admin.id }, action: 'event.cancel' });
    expect(page.items[0].id).toBeGreaterThan(page.items[1].id);
    const next = await ok(await asAdmin(t, 'GET', 'audit?limit=2&offset=2'));
    expect(next.items[0].id).toBeLessThan(page.items[1].id);
  });

  const DAY = 86_400_000;
  it('counts each subscription at what it bills a month: less a coupon while it runs, and every seat of a Team', async () => {
    const mrr = async () =>
      paymentsOverviewSchema.parse(await ok(await asAdmin(t, 'GET', 'payments'))).monthly_recurring_revenue_cents;
    const before = await mrr();
    const coupon = async (body: object) => {
      const res = await asAdmin(t, 'POST', 'coupons', body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: number; code: string };
    };
    const codeOf = (c: { id: number; code: string }) => ({ coupon_id: String(c.id), promotion_code: c.code });
    const forever = codeOf(await coupon({ code: 'MRR20', percent_off: 20, duration: 'forever' }));
    const once = codeOf(await coupon({ code: 'MRRONCE', amount_off: 400, duration: 'once' }));
    const [dee, eve] = [await member(t), await member(t)];
    await subscribe('evt_mrr_dee', dee.id, 'pro', '1_month', { status: 'active', metadata: forever });
    await subscribe('evt_mrr_eve', eve.id, 'basic', '1_month', { status: 'trialing', days: 7, metadata: once });
    // Pro 18.00 less 20 %; Basic 10.00 less 4.00 on the charge at its trial's end.
    expect(await mrr()).toBe(before + 1440 + 600);

    // Basic's first paid period still has the once-only coupon; its second has spent it. The forever one runs on.
    const renewed = { subscription: 'sub_evt_mrr_eve', type: 'customer.subscription.updated', metadata: once } as const;
    t.clock.advance(7 * DAY);
    await subscribe('evt_mrr_eve_paid', eve.id, 'basic', '1_month', { ...renewed, status: 'active' });
    expect(await mrr()).toBe(before + 1440 + 600);
    t.clock.advance(31 * DAY);
    await subscribe('evt_mrr_eve_renewed', eve.id, 'basic', '1_month', { ...renewed, status: 'active' });
    expect(await mrr()).toBe(before + 1440 + 1000);

    // An organisation's Team subscription: every seat at the Team price (35.00 a month).
    const admin = await member(t);
    const made = await t.app.inject({
      method: 'POST',
      url: COMPANY_PREFIX,
      headers: admin.auth,
      payload: { name: 'Revenue Co', billing_email: 'pay@revenue.test' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const team = { kind: 'company', company_id: String(made.json().id), user_id: String(admin.id), period: '1_month' };
    await announce('evt_mrr_team', team, { status: 'active', quantity: 3 });
    expect(await mrr()).toBe(before + 1440 + 1000 + 3 * 3500);
  });
});
