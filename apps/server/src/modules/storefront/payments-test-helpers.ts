import type { PaymentEvent } from '../../platform/payments/port.ts';
import type { TestApp } from '../../test/test-app.ts';
import { PAYOUT_DETAILS } from '../../test/sandbox-payout.ts';
import { expect } from 'vitest';
import { TEACHER_PLAN_KIND, teacherEventHandler } from './teacher-events.ts';
import { person, save, teacherUrl, teacherWithHomepage } from './storefront-test-helpers.ts';

type Headers = Record<string, string>;

export const call = (t: TestApp, method: 'GET' | 'POST', path: string, who: { headers: Headers }, payload?: object) =>
  t.app.inject({ method, url: teacherUrl(path), headers: who.headers, ...(payload ? { payload } : {}) });

/** A teacher with a homepage whose payment account finished the sandbox onboarding. */
export async function sellingTeacher(t: TestApp, pages: Record<string, object> = {}) {
  const teacher = await teacherWithHomepage(t);
  for (const [page, body] of Object.entries(pages)) expect((await save(t, teacher, page, body)).statusCode).toBe(200);
  const link = await call(t, 'POST', 'payment_account/connect', teacher);
  expect(link.statusCode, link.body).toBe(200);
  await t.platform.payments.sandbox!.completeOnboarding(new URL(link.json().url).searchParams.get('link')!, PAYOUT_DETAILS);
  expect((await call(t, 'GET', 'payment_account', teacher)).json().charges_enabled).toBe(true);
  return teacher;
}

export const student = (t: TestApp) => person(t, 'STUDENT');

let sequence = 0;
/**
 * Applies a provider event about a student's teacher plan through the storefront's handler, as the billing module's
 * webhook does once it has verified one, inside a transaction.
 */
export async function planEvent(
  t: TestApp,
  fields: {
    studentId: number;
    teacherId: number;
    tier: string;
    status?: string;
    type?: PaymentEvent['type'];
    id?: string;
    at?: Date;
    customerId?: string;
  },
) {
  const handler = teacherEventHandler({ clock: t.clock, payments: t.platform.payments, log: t.app.log });
  const event: PaymentEvent = {
    id: `evt_test_${sequence++}`,
    type: fields.type ?? 'subscription.updated',
    providerType: 'customer.subscription.updated',
    created: fields.at ?? t.clock.now(),
    subscription: {
      id: fields.id ?? `sub_test_${sequence++}`,
      customerId: fields.customerId ?? `cus_test_${fields.studentId}`,
      status: (fields.status ?? 'active') as never,
      quantity: 1,
      metadata: {
        kind: TEACHER_PLAN_KIND,
        student_id: String(fields.studentId),
        teacher_id: String(fields.teacherId),
        tier: fields.tier,
      },
      currentPeriodEnd: new Date(t.clock.now().getTime() + 30 * 86_400_000),
      cancelAtPeriodEnd: false,
    },
  };
  await t.db.transaction((tx) => handler(tx, event, 'sandbox').then(() => undefined));
  return event.subscription!.id;
}
