import { and, eq, sql } from 'drizzle-orm';
import { notFound } from '../../errors.ts';
import { sandboxBalanceTransactions, sandboxSubscriptions } from '../../db/schema/index.ts';
import type { Clock } from '../clock/port.ts';
import type { Db } from '../db/port.ts';
import type { BalanceCredit, BalanceCreditRequest } from './port.ts';
import { sandboxId } from './sandbox-webhooks.ts';

/**
 * The sandbox's customer balance (ADR 0074), kept as Stripe keeps it: transactions whose sum is the balance, negative
 * being credit owed to the customer. Our customers exist only as ids on subscriptions: an id no subscription carries is
 * a customer the sandbox does not know, as Stripe answers for one it has no record of.
 */
export async function balanceOf(db: Db, customerId: string, currency?: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${sandboxBalanceTransactions.amountCents}), 0)::int` })
    .from(sandboxBalanceTransactions)
    .where(
      and(
        eq(sandboxBalanceTransactions.customerId, customerId),
        ...(currency ? [eq(sandboxBalanceTransactions.currency, currency)] : []),
      ),
    );
  return row?.sum ?? 0;
}

/** One credit per idempotency key: a repeated request answers the first credit and the balance as it is now. */
export async function creditBalance(db: Db, clock: Clock, r: BalanceCreditRequest): Promise<BalanceCredit> {
  const [known] = await db
    .select({ id: sandboxSubscriptions.id })
    .from(sandboxSubscriptions)
    .where(eq(sandboxSubscriptions.customerId, r.customerId))
    .limit(1);
  if (!known) throw notFound('The payment provider does not know this customer');
  await db
    .insert(sandboxBalanceTransactions)
    .values({
      id: sandboxId('cbtxn'),
      idempotencyKey: r.idempotencyKey,
      customerId: r.customerId,
      amountCents: -r.amountCents,
      currency: r.currency,
      description: r.description,
      createdAt: clock.now(),
    })
    .onConflictDoNothing({ target: sandboxBalanceTransactions.idempotencyKey });
  const [row] = await db
    .select({ id: sandboxBalanceTransactions.id })
    .from(sandboxBalanceTransactions)
    .where(eq(sandboxBalanceTransactions.idempotencyKey, r.idempotencyKey));
  return { id: row!.id, balanceCents: await balanceOf(db, r.customerId) };
}

/** Takes what credit the balance holds, up to a charge's amount, and records it used; answers how much was taken. */
export async function useBalance(db: Db, customerId: string, currency: string, amountCents: number, at: Date) {
  if (amountCents <= 0) return 0;
  const credit = -(await balanceOf(db, customerId, currency));
  const used = Math.min(credit, amountCents);
  if (used <= 0) return 0;
  await db.insert(sandboxBalanceTransactions).values({
    id: sandboxId('cbtxn'),
    customerId,
    amountCents: used,
    currency,
    description: 'Applied to a charge',
    createdAt: at,
  });
  return used;
}
