import { billingRecords } from '../db/schema/index.ts';
import type { Tx } from '../platform/db/port.ts';
import type { PaymentsPort } from '../platform/payments/port.ts';
import { ENDED_STATUSES } from './account-erasure.ts';

export type BillingRecord = Omit<typeof billingRecords.$inferInsert, 'id' | 'erasedAt' | 'status' | 'endedAt'>;

/** A subscription row as the modules keep them: enough to say how it ended. */
interface SubscriptionState {
  provider: PaymentsPort['driver'];
  status: string;
  updatedAt: Date;
}

/**
 * What stays of an erased account's subscriptions (ADR 0079), written in the erasing transaction. One still running
 * at the configured provider was ended by the erasure a moment ago; one at another provider could not be reached.
 * Shared like payment-customers.ts: billing and the storefront each keep their own.
 */
export async function keepBillingRecords(
  tx: Tx,
  driver: PaymentsPort['driver'],
  erasedAt: Date,
  rows: readonly { record: BillingRecord; state: SubscriptionState }[],
): Promise<void> {
  if (rows.length === 0) return;
  const ending = ({ provider, status, updatedAt }: SubscriptionState) => {
    if (ENDED_STATUSES.includes(status)) return { status, endedAt: updatedAt };
    return provider === driver ? { status: 'canceled', endedAt: erasedAt } : { status, endedAt: null };
  };
  await tx.insert(billingRecords).values(rows.map(({ record, state }) => ({ ...record, ...ending(state), erasedAt })));
}
