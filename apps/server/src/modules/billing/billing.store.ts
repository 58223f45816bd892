import { and, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { LIVE_SUBSCRIPTION_STATUSES } from '@parley/contracts';
import { paymentEvents, planSubscriptions, users } from '../../db/schema/index.ts';
import type { Db, Tx } from '../../platform/db/port.ts';
import type { PaymentEvent, PaymentsPort } from '../../platform/payments/port.ts';
import { ENDED_STATUSES } from '../../plugins/account-erasure.ts';

type Provider = PaymentsPort['driver'];
export type PlanSubscriptionRow = typeof planSubscriptions.$inferSelect;

/** Records an event as handled; false when it was handled before. */
export async function recordEvent(tx: Db, provider: Provider, event: PaymentEvent): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values({ provider, eventId: event.id, type: event.providerType, createdAt: event.created })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.eventId });
  return inserted.length > 0;
}

export const liveSubscriptionsOf = (db: Db, userId: number) =>
  db
    .select()
    .from(planSubscriptions)
    .where(and(eq(planSubscriptions.userId, userId), inArray(planSubscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES])))
    .orderBy(desc(planSubscriptions.createdAt));

/** How many plan subscriptions the learner ever had: a paid checkout adds one, so the next one gets a key of its own. */
export async function subscriptionCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(planSubscriptions).where(eq(planSubscriptions.userId, userId));
  return row?.n ?? 0;
}

export async function lockSubscription(tx: Db, provider: Provider, providerId: string) {
  const [row] = await tx
    .select()
    .from(planSubscriptions)
    .where(and(eq(planSubscriptions.provider, provider), eq(planSubscriptions.providerId, providerId)))
    .for('update');
  return row;
}

export async function saveSubscription(tx: Db, row: typeof planSubscriptions.$inferInsert) {
  await tx
    .insert(planSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: [planSubscriptions.provider, planSubscriptions.providerId],
      set: {
        status: row.status,
        currentPeriodEnd: row.currentPeriodEnd,
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        eventAt: row.eventAt,
        updatedAt: sql`now()`,
      },
    });
}

/** An event for an account erased since is dropped. */
export async function userExists(tx: Db, userId: number): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return Boolean(row);
}

/** The learner's subscriptions at the provider that have not ended, whatever our rows call them. */
export async function unendedSubscriptionIds(db: Db, userId: number, provider: Provider): Promise<string[]> {
  const rows = await db
    .select({ id: planSubscriptions.providerId })
    .from(planSubscriptions)
    .where(
      and(
        eq(planSubscriptions.userId, userId),
        eq(planSubscriptions.provider, provider),
        notInArray(planSubscriptions.status, [...ENDED_STATUSES]),
      ),
    );
  return rows.map((r) => r.id);
}

export const subscriptionsOf = (tx: Tx, userId: number) =>
  tx.select().from(planSubscriptions).where(eq(planSubscriptions.userId, userId));
