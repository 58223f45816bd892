import { PERIOD_MONTHS, PLAN_CURRENCY, planPrice } from '@parley/contracts';
import { endSubscriptions, type ErasurePart } from '../../plugins/account-erasure.ts';
import { keepBillingRecords } from '../../plugins/billing-records.ts';
import type { Db } from '../../platform/db/port.ts';
import type { PaymentsPort } from '../../platform/payments/port.ts';
import * as store from './billing.store.ts';

/**
 * A learner's Parley plans when their account is erased (ADR 0079): ended at the provider at once, not at the
 * period's end, and kept as billing records without the person.
 */
export function planErasure({ db, payments }: { db: Db; payments: PaymentsPort }): ErasurePart {
  return {
    endPayments: async (userId) => endSubscriptions(payments, await store.unendedSubscriptionIds(db, userId, payments.driver)),
    keep: async (tx, userId, erasedAt) => {
      const rows = await store.subscriptionsOf(tx, userId);
      const records = rows.map((row) => ({
        record: {
          provider: row.provider,
          subscriptionId: row.providerId,
          customerId: row.customerId,
          kind: 'plan' as const,
          product: row.plan,
          amountCents: planPrice(row.plan, row.period).billedCents,
          currency: PLAN_CURRENCY,
          intervalMonths: PERIOD_MONTHS[row.period],
          startedAt: row.createdAt,
        },
        state: row,
      }));
      await keepBillingRecords(tx, payments.driver, erasedAt, records);
    },
  };
}
