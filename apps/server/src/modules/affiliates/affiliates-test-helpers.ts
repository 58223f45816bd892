import { expect } from 'vitest';
import { AFFILIATE_PREFIX, type AffiliateDashboard, type Commission } from '@parley/contracts';
import { approveTeacher } from '../../test/admin-helpers.ts';
import { bearer, login, newAccount, post, register } from '../../test/auth-helpers.ts';
import { paidPlanInvoice } from '../../test/paid-plan-event.ts';
import { postEventOk } from '../../test/provider-events.ts';
import type { TestApp } from '../../test/test-app.ts';

type Headers = Record<string, string>;
const unix = (d: Date) => Math.floor(d.getTime() / 1000);
let events = 0;
export const eventId = () => `evt_aff_${Date.now()}_${events++}`;

export interface Person {
  id: number;
  email: string;
  password: string;
  headers: Headers;
}

/** Signs in again once a test has moved the clock past the access token. */
export async function signInAgain(t: TestApp, who: Person) {
  who.headers = bearer((await login(t, who.email, who.password)).access_token);
}

export async function person(t: TestApp, status: 'STUDENT' | 'TEACHER' = 'STUDENT', extra: object = {}): Promise<Person> {
  const account = newAccount({ status });
  const res = await post(t, 'register/email', { ...account, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  await t.smtp.next(account.email);
  return { id: res.json().user.id, email: account.email, password: account.password, headers: bearer(res.json().access_token) };
}

/** An approved teacher: an affiliate from the moment an admin approves them. */
export async function approvedTeacher(t: TestApp): Promise<Person> {
  const { auth, account } = await register(t, { status: 'TEACHER' });
  const who = { id: auth.user.id, email: account.email, password: account.password, headers: bearer(auth.access_token) };
  await approveTeacher(t, who);
  return who;
}

export const call = (t: TestApp, method: 'GET' | 'POST', path: string, headers: Headers = {}, payload?: object) =>
  t.app.inject({ method, url: `${AFFILIATE_PREFIX}${path}`, headers, ...(payload === undefined ? {} : { payload }) });

export async function dashboardOf(t: TestApp, who: Person): Promise<AffiliateDashboard> {
  const res = await call(t, 'GET', '', who.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export async function recordsOf(t: TestApp, who: Person): Promise<Commission[]> {
  const res = await call(t, 'GET', '/commissions?limit=100', who.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}

export interface InvoiceOptions {
  invoice: string;
  userId: number;
  amount: number;
  kind?: string;
  /** Seconds after the test clock's now. */
  at?: number;
  /** Stripe's shape before API version 2025-03-31: the subscription on top. */
  older?: boolean;
  id?: string;
}

/** A Stripe-shaped invoice.paid event, as Stripe and the sandbox (sandbox-webhooks.ts, stripeInvoice) send it. */
export const invoiceEvent = (t: TestApp, o: InvoiceOptions) => paidPlanInvoice(t, { ...o, id: o.id ?? eventId() });

/** A Stripe-shaped credit_note.created event: money given back on an invoice. */
export const creditEvent = (t: TestApp, o: { credit: string; invoice: string; userId: number; amount: number }) => ({
  id: eventId(),
  object: 'event',
  type: 'credit_note.created',
  created: unix(t.clock.now()),
  data: {
    object: {
      id: o.credit,
      object: 'credit_note',
      invoice: o.invoice,
      customer: `cus_${o.userId}`,
      total: o.amount,
      currency: 'usd',
    },
  },
});

export const send = (t: TestApp, event: object) => postEventOk(t, event);
