import { and, eq, like } from 'drizzle-orm';
import { freeTrials } from '../db/schema/index.ts';
import type { Db } from '../platform/db/port.ts';
import type { PaymentsPort } from '../platform/payments/port.ts';

/**
 * One free trial per person per product (ADR 0071): a learner plan (`plan:basic`) or a teacher, whichever of their
 * plans (`teacher:42`). Shared like payment-customers.ts: learner plans (billing) and teachers' plans (storefront)
 * both ask and record here.
 */
export const planProduct = (plan: string) => `plan:${plan}`;
export const teacherProduct = (teacherId: number) => `teacher:${teacherId}`;

export async function hasHadTrial(db: Db, userId: number, product: string): Promise<boolean> {
  const [row] = await db
    .select({ product: freeTrials.product })
    .from(freeTrials)
    .where(and(eq(freeTrials.userId, userId), eq(freeTrials.product, product)));
  return Boolean(row);
}

/** The products of one kind (`plan:`, `teacher:`) whose trial the user has had. */
export async function trialsHad(db: Db, userId: number, prefix: 'plan:' | 'teacher:'): Promise<string[]> {
  const rows = await db
    .select({ product: freeTrials.product })
    .from(freeTrials)
    .where(and(eq(freeTrials.userId, userId), like(freeTrials.product, `${prefix}%`)));
  return rows.map((r) => r.product.slice(prefix.length));
}

/**
 * Called by a module's event handler when the provider says a subscription is trialing; the first trial of a product
 * stays recorded, so a replayed event or a later trialing update changes nothing.
 */
export async function recordTrial(
  tx: Db,
  row: { userId: number; product: string; provider: PaymentsPort['driver']; subscriptionId: string; startedAt: Date },
) {
  await tx.insert(freeTrials).values(row).onConflictDoNothing();
}
