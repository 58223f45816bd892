import { count, desc, eq } from 'drizzle-orm';
import { campaignSignups, campaigns } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/port.ts';

export type CampaignRow = typeof campaigns.$inferSelect;

export async function byCode(db: Db, code: string): Promise<CampaignRow | undefined> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.code, code));
  return row;
}

export async function insertCampaign(db: Db, row: typeof campaigns.$inferInsert): Promise<CampaignRow> {
  const [created] = await db.insert(campaigns).values(row).returning();
  return created!;
}

export async function signupCount(db: Db, campaignId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(campaignSignups).where(eq(campaignSignups.campaignId, campaignId));
  return row?.n ?? 0;
}

/** Every campaign with its sign-ups, newest first. */
export const listWithCounts = (db: Db) =>
  db
    .select({ campaign: campaigns, signups: count(campaignSignups.userId) })
    .from(campaigns)
    .leftJoin(campaignSignups, eq(campaignSignups.campaignId, campaigns.id))
    .groupBy(campaigns.id)
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));

/** Locks the campaign's row so two sign-ups at its last place take it one after the other. */
export async function lockCampaign(tx: Db, id: number): Promise<CampaignRow | undefined> {
  const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
  return row;
}

export async function insertSignup(tx: Db, userId: number, campaignId: number, at: Date) {
  await tx.insert(campaignSignups).values({ userId, campaignId, createdAt: at }).onConflictDoNothing();
}
