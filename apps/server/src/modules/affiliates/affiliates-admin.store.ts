import { and, count, desc, eq, gt, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import type { CommissionStatus } from '@parley/contracts';
import { affiliateCommissions, users } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/port.ts';

const statusWhere = (status: CommissionStatus, now: Date): SQL | undefined =>
  status === 'paid'
    ? isNotNull(affiliateCommissions.paidAt)
    : and(
        isNull(affiliateCommissions.paidAt),
        status === 'approved' ? lte(affiliateCommissions.approvedAt, now) : gt(affiliateCommissions.approvedAt, now),
      );

const withAffiliate = (db: Db) =>
  db
    .select({
      record: affiliateCommissions,
      username: users.username,
      displayName: users.displayName,
      fullName: users.fullName,
    })
    .from(affiliateCommissions)
    .innerJoin(users, eq(users.id, affiliateCommissions.affiliateId));
export type AdminCommissionRow = Awaited<ReturnType<ReturnType<typeof withAffiliate>['execute']>>[number];

export async function listAll(db: Db, q: { status?: CommissionStatus | undefined; limit: number; offset: number }, now: Date) {
  const where = q.status ? statusWhere(q.status, now) : undefined;
  const items = await withAffiliate(db)
    .where(where)
    .orderBy(desc(affiliateCommissions.occurredAt), desc(affiliateCommissions.id))
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db.select({ n: count() }).from(affiliateCommissions).where(where);
  return { items, total: total?.n ?? 0 };
}

export async function byId(db: Db, id: number, lock = false): Promise<AdminCommissionRow | undefined> {
  const query = withAffiliate(db).where(eq(affiliateCommissions.id, id));
  return (await (lock ? query.for('update', { of: affiliateCommissions }) : query))[0];
}

export async function markPaid(db: Db, id: number, adminId: number, at: Date) {
  await db.update(affiliateCommissions).set({ paidAt: at, paidBy: adminId }).where(eq(affiliateCommissions.id, id));
}
