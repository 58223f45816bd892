import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_AFFILIATES_PREFIX, ADMIN_PREFIX, AFFILIATES_TEXTS as T, type AdminCommission } from '@parley/contracts';
import { adminOf, asAdmin } from '../../test/admin-helpers.ts';
import { DAY, expectError, newAccount, post } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  approvedTeacher,
  call,
  creditEvent,
  dashboardOf,
  invoiceEvent,
  person,
  recordsOf,
  send,
  signInAgain,
  type Person,
} from './affiliates-test-helpers.ts';

/** Affiliates (ADR 0076): tracked links, attributed sign-ups, commission records from the provider's money events. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const visit = (code: string, headers = {}) => call(t, 'POST', '/visits', headers, { code });
const adminPath = ADMIN_AFFILIATES_PREFIX.slice(ADMIN_PREFIX.length + 1);
let n = 0;
const unique = (what: string) => `${what}_${n++}_${t.clock.now().getTime()}`;

async function referredBy(affiliate: Person) {
  const { code } = await dashboardOf(t, affiliate);
  return person(t, 'STUDENT', { affiliate_code: code });
}

describe('the tracked link', () => {
  it('an approved teacher gets one link; visits count once per arrival but not their own; sign-ups by it are theirs', async () => {
    const ann = await approvedTeacher(t);
    const first = await dashboardOf(t, ann);
    expect(first).toMatchObject({ clicks: 0, sign_ups: 0, paying_members: 0, rate_percent: 20, months: 12, hold_days: 30 });
    expect(first.link).toBe(`http://localhost:3000/register?aff=${first.code}`);
    expect(first.totals).toEqual({ pending: 0, approved: 0, paid: 0, currency: 'usd' });
    expect((await dashboardOf(t, ann)).code).toBe(first.code);

    expect((await visit(first.code)).json()).toEqual({ valid: true });
    expect((await visit(first.code, ann.headers)).json()).toEqual({ valid: true });
    expect((await visit('nobodys-code')).json()).toEqual({ valid: false });
    expect((await dashboardOf(t, ann)).clicks).toBe(1);

    await referredBy(ann);
    await person(t, 'STUDENT', { affiliate_code: 'nobodys-code' });
    expect((await dashboardOf(t, ann)).sign_ups).toBe(1);
  });

  it('refuses a non-affiliate, a teacher still waiting for approval, a caller without a session and bad input', async () => {
    const student = await person(t);
    const candidate = await person(t, 'TEACHER');
    for (const who of [student, candidate]) {
      expectError(await call(t, 'GET', '', who.headers), 403, 'FORBIDDEN', T.affiliatesOnly);
      expectError(await call(t, 'GET', '/commissions', who.headers), 403, 'FORBIDDEN', T.affiliatesOnly);
    }
    expectError(await call(t, 'GET', ''), 401, 'UNAUTHORIZED');
    expectError(await call(t, 'GET', '/commissions'), 401, 'UNAUTHORIZED');
    expectError(await visit(''), 400, 'VALIDATION_ERROR');
    expectError(await visit('x'.repeat(33)), 400, 'VALIDATION_ERROR');
    expectError(await post(t, 'register/email', { ...newAccount(), affiliate_code: 'x'.repeat(33) }), 400, 'VALIDATION_ERROR');
  });

  it('a partner is made by an admin’s audited role grant and unmade by revoking it; a sign-up by the lapsed link is no one’s', async () => {
    const pat = await person(t);
    expectError(await call(t, 'GET', '', pat.headers), 403, 'FORBIDDEN');
    expect((await asAdmin(t, 'PUT', `users/${pat.id}/roles/partner`)).statusCode).toBe(200);
    const { code } = await dashboardOf(t, pat);
    const audit = (await asAdmin(t, 'GET', 'audit?limit=5')).json().items as { action: string; target_id: string }[];
    expect(audit[0]).toMatchObject({ action: 'user.role_grant', target_id: String(pat.id) });
    expect((await asAdmin(t, 'DELETE', `users/${pat.id}/roles/partner`)).statusCode).toBe(200);
    expectError(await call(t, 'GET', '', pat.headers), 403, 'FORBIDDEN');
    // A lapsed partner's link is no longer valid, and a sign-up by it is nobody's: made a partner again, they have none.
    expect((await visit(code)).json()).toEqual({ valid: false });
    await person(t, 'STUDENT', { affiliate_code: code });
    expect((await asAdmin(t, 'PUT', `users/${pat.id}/roles/partner`)).statusCode).toBe(200);
    expect(await dashboardOf(t, pat)).toMatchObject({ code, sign_ups: 0 });
  });
});

describe('commission records', () => {
  it('each paid invoice of the member’s plan earns 20 %, once however often its event comes; trials and other products earn nothing', async () => {
    const ann = await approvedTeacher(t);
    const ben = await referredBy(ann);
    const invoice = unique('in');
    const paid = invoiceEvent(t, { invoice, userId: ben.id, amount: 1000 });
    expect(await send(t, paid)).toEqual({ received: true, duplicate: false });
    expect(await send(t, paid)).toEqual({ received: true, duplicate: true });
    await send(t, invoiceEvent(t, { invoice, userId: ben.id, amount: 1000 }));
    await send(t, invoiceEvent(t, { invoice: unique('in'), userId: ben.id, amount: 0 }));
    await send(t, invoiceEvent(t, { invoice: unique('in'), userId: ben.id, amount: 5000, kind: 'teacher_plan' }));
    const stranger = await person(t);
    await send(t, invoiceEvent(t, { invoice: unique('in'), userId: stranger.id, amount: 1000 }));

    const [record, ...rest] = await recordsOf(t, ann);
    expect(rest).toEqual([]);
    expect(record).toMatchObject({ kind: 'commission', member_number: 1, amount: 200, base_amount: 1000, status: 'pending' });
    expect(Object.keys(record!)).not.toContain('member_id');
    expect(await dashboardOf(t, ann)).toMatchObject({ paying_members: 1, totals: { pending: 200, approved: 0, paid: 0 } });

    // The older shape of Stripe's invoice counts the same; after the refund window both are approved.
    await send(t, invoiceEvent(t, { invoice: unique('in'), userId: ben.id, amount: 500, older: true }));
    t.clock.advance(31 * DAY);
    await signInAgain(t, ann);
    expect((await dashboardOf(t, ann)).totals).toMatchObject({ pending: 0, approved: 300 });
    expect((await recordsOf(t, ann)).map((r) => r.status)).toEqual(['approved', 'approved']);
  });

  it('a credit note takes back its share, never more than was earned, whether it comes before or after the invoice', async () => {
    const cat = await approvedTeacher(t);
    const dan = await referredBy(cat);
    const early = unique('in');
    const credit = creditEvent(t, { credit: unique('cn'), invoice: early, userId: dan.id, amount: 400 });
    await send(t, credit);
    expect(await recordsOf(t, cat)).toEqual([]);
    await send(t, invoiceEvent(t, { invoice: early, userId: dan.id, amount: 1000 }));
    const later = unique('in');
    await send(t, invoiceEvent(t, { invoice: later, userId: dan.id, amount: 1000 }));
    await send(t, creditEvent(t, { credit: unique('cn'), invoice: later, userId: dan.id, amount: 1000 }));
    await send(t, creditEvent(t, { credit: unique('cn'), invoice: later, userId: dan.id, amount: 1000 }));
    await send(t, { ...credit, id: `${credit.id}_again` });
    const amounts = (await recordsOf(t, cat)).map((r) => [r.kind, r.amount]).sort();
    expect(amounts).toEqual([
      ['commission', 200],
      ['commission', 200],
      ['reversal', -200],
      ['reversal', -80],
    ]);
    expect((await dashboardOf(t, cat)).totals.pending).toBe(120);
  });

  it('runs for 12 months from the member’s first payment', async () => {
    const eve = await approvedTeacher(t);
    const fay = await referredBy(eve);
    await send(t, invoiceEvent(t, { invoice: unique('in'), userId: fay.id, amount: 1000 }));
    t.clock.advance(364 * DAY);
    await send(t, invoiceEvent(t, { invoice: unique('in'), userId: fay.id, amount: 1000 }));
    t.clock.advance(2 * DAY);
    await send(t, invoiceEvent(t, { invoice: unique('in'), userId: fay.id, amount: 1000 }));
    await signInAgain(t, eve);
    expect(await recordsOf(t, eve)).toHaveLength(2);
  });

  it('ends the 12 months on the last day of a month that lacks the first payment’s day (Feb 29 to Feb 28)', async () => {
    const ivy = await approvedTeacher(t);
    const jon = await referredBy(ivy);
    const paidAt = (iso: string) => {
      const at = Math.round((Date.parse(iso) - t.clock.now().getTime()) / 1000);
      return send(t, invoiceEvent(t, { invoice: unique('in'), userId: jon.id, amount: 1000, at }));
    };
    await paidAt('2028-02-29T10:00:00Z');
    await paidAt('2029-02-28T09:59:00Z');
    // Unclamped, a year from Feb 29 would run to Mar 1 and earn this one too.
    await paidAt('2029-02-28T10:00:00Z');
    expect((await recordsOf(t, ivy)).map((r) => r.occurred_at)).toEqual(['2029-02-28T09:59:00.000Z', '2028-02-29T10:00:00.000Z']);
  });
});

describe('the admin’s payout view', () => {
  it('lists every record with its affiliate and marks one paid, audited; refuses a second time, an unknown id and non-admins', async () => {
    const gil = await approvedTeacher(t);
    const hal = await referredBy(gil);
    await send(t, invoiceEvent(t, { invoice: unique('in'), userId: hal.id, amount: 2500 }));
    const listed = await asAdmin(t, 'GET', `${adminPath}/commissions?status=pending&limit=100`);
    expect(listed.statusCode, listed.body).toBe(200);
    const mine = (listed.json().items as AdminCommission[]).find((c) => c.affiliate.id === gil.id)!;
    expect(mine).toMatchObject({ amount: 500, status: 'pending', member_id: hal.id, paid_by: null });

    const paid = await asAdmin(t, 'POST', `${adminPath}/commissions/${mine.id}/paid`, {});
    expect(paid.statusCode, paid.body).toBe(200);
    const admin = await adminOf(t);
    expect(paid.json()).toMatchObject({ id: mine.id, status: 'paid', paid_by: admin.id });
    expect((await recordsOf(t, gil))[0]).toMatchObject({ status: 'paid' });
    expect((await dashboardOf(t, gil)).totals).toMatchObject({ paid: 500, pending: 0 });
    const audit = (await asAdmin(t, 'GET', 'audit?limit=5')).json().items as { action: string; target_id: string }[];
    expect(audit[0]).toMatchObject({ action: 'affiliate.commission_paid', target_id: String(mine.id) });

    expectError(await asAdmin(t, 'POST', `${adminPath}/commissions/${mine.id}/paid`, {}), 409, 'CONFLICT', T.alreadyPaid);
    expectError(await asAdmin(t, 'POST', `${adminPath}/commissions/999999/paid`, {}), 404, 'NOT_FOUND');
    expectError(await asAdmin(t, 'POST', `${adminPath}/commissions/abc/paid`, {}), 400, 'VALIDATION_ERROR');
    const onlyPaid = (await asAdmin(t, 'GET', `${adminPath}/commissions?status=paid`)).json().items as AdminCommission[];
    expect(onlyPaid.map((c) => c.id)).toContain(mine.id);
    for (const who of [gil, hal]) {
      const url = `${ADMIN_AFFILIATES_PREFIX}/commissions`;
      expectError(await t.app.inject({ method: 'GET', url, headers: who.headers }), 403, 'FORBIDDEN');
      const mark = await t.app.inject({ method: 'POST', url: `${url}/${mine.id}/paid`, headers: who.headers, payload: {} });
      expectError(mark, 403, 'FORBIDDEN');
    }
  });
});
