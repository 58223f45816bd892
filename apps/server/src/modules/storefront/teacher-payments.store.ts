import { LIVE_SUBSCRIPTION_STATUSES, type TeacherPlanTier } from '@parley/contracts';
import { and, count, desc, eq, inArray, isNull, lte, notInArray, or } from 'drizzle-orm';
import { teacherHomepages, teacherPaymentAccounts, teacherSubscriptions, users } from '../../db/schema/index.ts';
import type { Db, Tx } from '../../platform/db/port.ts';
import { ENDED_STATUSES } from '../../plugins/account-erasure.ts';
import { shownName } from '../../shared/shown-name.ts';

type Provider = 'sandbox' | 'stripe';

export async function accountOf(db: Db, userId: number, provider: Provider) {
  const [row] = await db
    .select()
    .from(teacherPaymentAccounts)
    .where(and(eq(teacherPaymentAccounts.userId, userId), eq(teacherPaymentAccounts.provider, provider)));
  return row;
}

/** Keeps the first account a teacher got; a second connect racing the first finds it. */
export async function saveAccount(db: Db, userId: number, provider: Provider, accountId: string) {
  await db.insert(teacherPaymentAccounts).values({ userId, provider, accountId }).onConflictDoNothing();
  return (await accountOf(db, userId, provider))!;
}

/** What the provider says of an account, unless the row already reflects a later event. */
export async function setCharges(
  db: Db,
  provider: Provider,
  accountId: string,
  chargesEnabled: boolean,
  at: Date | null,
  now: Date,
) {
  await db
    .update(teacherPaymentAccounts)
    .set({ chargesEnabled, updatedAt: now, ...(at ? { eventAt: at } : {}) })
    .where(
      and(
        eq(teacherPaymentAccounts.provider, provider),
        eq(teacherPaymentAccounts.accountId, accountId),
        at ? or(isNull(teacherPaymentAccounts.eventAt), lte(teacherPaymentAccounts.eventAt, at)) : undefined,
      ),
    );
}

const live = inArray(teacherSubscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]);

/** How many students hold one of the teacher's plans that take the teacher's time (Basic and Premium). */
export async function liveTeacherPlans(db: Db, teacherId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(teacherSubscriptions)
    .where(and(eq(teacherSubscriptions.teacherId, teacherId), inArray(teacherSubscriptions.tier, ['basic', 'premium']), live));
  return row?.n ?? 0;
}

export async function livePlanWith(db: Db, studentId: number, teacherId: number) {
  const [row] = await db
    .select()
    .from(teacherSubscriptions)
    .where(and(eq(teacherSubscriptions.studentId, studentId), eq(teacherSubscriptions.teacherId, teacherId), live))
    .limit(1);
  return row;
}

/** How many plans the student ever had with the teacher: a paid checkout adds one, so the next gets a key of its own. */
export async function planCountWith(db: Db, studentId: number, teacherId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(teacherSubscriptions)
    .where(and(eq(teacherSubscriptions.studentId, studentId), eq(teacherSubscriptions.teacherId, teacherId)));
  return row?.n ?? 0;
}

export const liveSubscriptionsOf = (db: Db, studentId: number) =>
  db
    .select({
      subscription: teacherSubscriptions,
      teacherName: shownName,
      teacherUrl: teacherHomepages.url,
    })
    .from(teacherSubscriptions)
    .innerJoin(users, eq(users.id, teacherSubscriptions.teacherId))
    .leftJoin(teacherHomepages, eq(teacherHomepages.userId, teacherSubscriptions.teacherId))
    .where(and(eq(teacherSubscriptions.studentId, studentId), live))
    .orderBy(desc(teacherSubscriptions.createdAt));

export async function bothExist(db: Db, studentId: number, teacherId: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [studentId, teacherId]));
  return rows.length === 2;
}

export async function lockSubscription(db: Db, provider: Provider, providerId: string) {
  const [row] = await db
    .select()
    .from(teacherSubscriptions)
    .where(and(eq(teacherSubscriptions.provider, provider), eq(teacherSubscriptions.providerId, providerId)))
    .for('update');
  return row;
}

export interface SubscriptionValues {
  provider: Provider;
  providerId: string;
  studentId: number;
  teacherId: number;
  tier: TeacherPlanTier;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  eventAt: Date;
}

export async function saveSubscription(db: Db, values: SubscriptionValues, now: Date) {
  const { provider: _p, providerId: _id, studentId: _s, teacherId: _t, ...changes } = values;
  await db
    .insert(teacherSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: [teacherSubscriptions.provider, teacherSubscriptions.providerId],
      set: { ...changes, updatedAt: now },
    });
}

const involving = (userId: number) => or(eq(teacherSubscriptions.studentId, userId), eq(teacherSubscriptions.teacherId, userId));

/** The plans a person holds or gives that have not ended at the provider, each with its student to tell. */
export const unendedPlansInvolving = (db: Db, userId: number, provider: Provider) =>
  db
    .select({ plan: teacherSubscriptions, studentEmail: users.email, studentName: shownName })
    .from(teacherSubscriptions)
    .innerJoin(users, eq(users.id, teacherSubscriptions.studentId))
    .where(
      and(
        involving(userId),
        eq(teacherSubscriptions.provider, provider),
        notInArray(teacherSubscriptions.status, [...ENDED_STATUSES]),
      ),
    );

/** Every plan a person held or gave, with the teacher's prices as they stand (none without a homepage). */
export const plansInvolving = (tx: Tx, userId: number) =>
  tx
    .select({ plan: teacherSubscriptions, price: teacherHomepages.price, aiPrice: teacherHomepages.aiPrice })
    .from(teacherSubscriptions)
    .leftJoin(teacherHomepages, eq(teacherHomepages.userId, teacherSubscriptions.teacherId))
    .where(involving(userId));

export const shownNameOf = async (db: Db, userId: number) =>
  (await db.select({ name: shownName }).from(users).where(eq(users.id, userId)))[0]?.name;
