import { TEACHER_CURRENCY, TEACHER_PLAN_NAMES, teacherPlanPrice } from '@parley/contracts';
import { endSubscriptions, type ErasurePart } from '../../plugins/account-erasure.ts';
import { keepBillingRecords } from '../../plugins/billing-records.ts';
import { customerOf } from '../../plugins/payment-customers.ts';
import type { Db } from '../../platform/db/port.ts';
import type { MailPort } from '../../platform/mail/port.ts';
import type { PaymentsPort } from '../../platform/payments/port.ts';
import { teacherLeftMail } from './storefront.mails.ts';
import * as store from './teacher-payments.store.ts';

export interface TeacherPlansErasureDeps {
  db: Db;
  payments: PaymentsPort;
  mail: MailPort;
  publicUrl: string;
}

/**
 * Teachers' plans when an account is erased (ADR 0079): those the person bought and, for a teacher, those their
 * students hold are ended at the provider at once; each such student is mailed once the account is gone. All are kept
 * as billing records without either person.
 */
export function teacherPlansErasure(deps: TeacherPlansErasureDeps): ErasurePart {
  const { db, payments } = deps;
  return {
    endPayments: async (userId) => {
      const plans = await store.unendedPlansInvolving(db, userId, payments.driver);
      await endSubscriptions(
        payments,
        plans.map((p) => p.plan.providerId),
      );
      const students = plans.filter((p) => p.plan.teacherId === userId && p.studentEmail);
      if (students.length === 0) return;
      const teacherName = (await store.shownNameOf(db, userId)) ?? '';
      return async () => {
        for (const { plan, studentEmail, studentName } of students) {
          const mail = teacherLeftMail(studentEmail!, studentName, teacherName, TEACHER_PLAN_NAMES[plan.tier], deps.publicUrl);
          await deps.mail.send(mail);
        }
      };
    },
    keep: async (tx, userId, erasedAt) => {
      const rows = [];
      for (const { plan, price, aiPrice } of await store.plansInvolving(tx, userId)) {
        const record = {
          provider: plan.provider,
          subscriptionId: plan.providerId,
          customerId: (await customerOf(tx, plan.studentId, plan.provider)) ?? null,
          kind: 'teacher_plan' as const,
          product: plan.tier,
          amountCents: price === null || aiPrice === null ? null : teacherPlanPrice({ price, ai_price: aiPrice }, plan.tier),
          currency: TEACHER_CURRENCY,
          intervalMonths: 1,
          startedAt: plan.createdAt,
        };
        rows.push({ record, state: plan });
      }
      await keepBillingRecords(tx, payments.driver, erasedAt, rows);
    },
  };
}
