import { and, eq } from 'drizzle-orm';
import { billingCustomers } from '../db/schema/index.ts';
import type { Db } from '../platform/db/port.ts';
import type { PaymentsPort } from '../platform/payments/port.ts';

type Provider = PaymentsPort['driver'];

/**
 * Each user's customer at the provider, whichever of our products made it (a learner plan, a teacher's plan): every
 * checkout reuses it and the billing portal opens on it, so one portal lists and cancels all of a user's plans.
 */
export async function customerOf(db: Db, userId: number, provider: Provider): Promise<string | undefined> {
  const [row] = await db
    .select({ customerId: billingCustomers.customerId })
    .from(billingCustomers)
    .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, provider)));
  return row?.customerId;
}

/**
 * Called by each module's event handler with the customer its subscription event names. A customer already another
 * user's stays theirs: it is never moved, nor does it fail the event (the provider would retry it for ever).
 */
export async function saveCustomer(tx: Db, userId: number, provider: Provider, customerId: string) {
  const [owner] = await tx
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(and(eq(billingCustomers.provider, provider), eq(billingCustomers.customerId, customerId)));
  if (owner && owner.userId !== userId) return;
  await tx
    .insert(billingCustomers)
    .values({ userId, provider, customerId })
    .onConflictDoUpdate({ target: billingCustomers.userId, set: { provider, customerId } });
}
