import { and, eq, inArray, lte } from 'drizzle-orm';
import {
  sandboxAccountLinks,
  sandboxAccounts,
  sandboxCheckouts,
  sandboxPortalSessions,
  sandboxSubscriptions,
  type sandboxPromotions,
} from '../../db/schema/index.ts';
import type { Db } from '../db/port.ts';
import type { SandboxPayoutDetails } from './port.ts';

export type SubscriptionRow = typeof sandboxSubscriptions.$inferSelect;
export type AccountRow = typeof sandboxAccounts.$inferSelect;

type Keyed =
  | typeof sandboxCheckouts
  | typeof sandboxPortalSessions
  | typeof sandboxAccounts
  | typeof sandboxAccountLinks
  | typeof sandboxPromotions;

/** Inserts unless a row with the same idempotency key exists; either way answers the row for that key. */
export async function insertOnce<T extends Keyed>(db: Db, table: T, row: T['$inferInsert']): Promise<T['$inferSelect']> {
  // One helper for the keyed tables: drizzle cannot check a row against a union of tables, so it sees one.
  const keyed = table as unknown as typeof sandboxCheckouts;
  await db
    .insert(keyed)
    .values(row as never)
    .onConflictDoNothing({ target: keyed.idempotencyKey });
  const [stored] = await db.select().from(keyed).where(eq(keyed.idempotencyKey, row.idempotencyKey));
  return stored as unknown as T['$inferSelect'];
}

export const checkoutById = async (db: Db, id: string) =>
  (await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id)))[0];

/** Marks an open checkout paid; false when another request paid it first. */
export async function completeCheckout(db: Db, id: string, subscriptionId: string): Promise<boolean> {
  const done = await db
    .update(sandboxCheckouts)
    .set({ status: 'complete', subscriptionId })
    .where(and(eq(sandboxCheckouts.id, id), eq(sandboxCheckouts.status, 'open')))
    .returning({ id: sandboxCheckouts.id });
  return done.length > 0;
}

export const insertSubscription = async (db: Db, row: typeof sandboxSubscriptions.$inferInsert) =>
  (await db.insert(sandboxSubscriptions).values(row).returning())[0]!;

export const subscriptionsOf = (db: Db, customerId: string) =>
  db
    .select()
    .from(sandboxSubscriptions)
    .where(eq(sandboxSubscriptions.customerId, customerId))
    .orderBy(sandboxSubscriptions.createdAt);

export const subscriptionById = async (db: Db, id: string): Promise<SubscriptionRow | undefined> =>
  (await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id)))[0];

export async function updateSubscription(
  db: Db,
  id: string,
  change: Partial<typeof sandboxSubscriptions.$inferInsert>,
  expectedPeriodEnd?: Date,
): Promise<SubscriptionRow | undefined> {
  const where = expectedPeriodEnd
    ? and(eq(sandboxSubscriptions.id, id), eq(sandboxSubscriptions.currentPeriodEnd, expectedPeriodEnd))
    : eq(sandboxSubscriptions.id, id);
  return (await db.update(sandboxSubscriptions).set(change).where(where).returning())[0];
}

export const dueSubscriptions = (db: Db, now: Date) =>
  db
    .select()
    .from(sandboxSubscriptions)
    .where(and(inArray(sandboxSubscriptions.status, ['trialing', 'active']), lte(sandboxSubscriptions.currentPeriodEnd, now)));

export const portalSessionById = async (db: Db, id: string) =>
  (await db.select().from(sandboxPortalSessions).where(eq(sandboxPortalSessions.id, id)))[0];

export const accountById = async (db: Db, id: string) =>
  (await db.select().from(sandboxAccounts).where(eq(sandboxAccounts.id, id)))[0];

/** Keeps the payout details (a revisit may correct them) and enables charges. */
export const enableCharges = async (db: Db, id: string, payoutDetails: SandboxPayoutDetails) =>
  (
    await db.update(sandboxAccounts).set({ chargesEnabled: true, payoutDetails }).where(eq(sandboxAccounts.id, id)).returning()
  )[0]!;

export const accountLinkById = async (db: Db, id: string) =>
  (await db.select().from(sandboxAccountLinks).where(eq(sandboxAccountLinks.id, id)))[0];
