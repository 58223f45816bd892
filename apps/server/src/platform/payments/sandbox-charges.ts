import { asc, eq, inArray, sql } from 'drizzle-orm';
import { sandboxCharges, sandboxPromotions, type SandboxDiscount, type SandboxPrice } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../errors.ts';
import { addMonths } from '../../shared/add-months.ts';
import type { Db } from '../db/port.ts';
import type { Clock } from '../clock/port.ts';
import type { Promotion, PromotionRequest, SandboxChargeView, SandboxDiscountView } from './port.ts';
import { useBalance } from './sandbox-balance.ts';
import { insertOnce, type SubscriptionRow } from './sandbox-store.ts';
import { sandboxId } from './sandbox-webhooks.ts';

/**
 * The sandbox's money (ADR 0071): a charge for every period that starts — at payment without a trial, at the trial's
 * end with one — and none for a subscription cancelled before its trial ends, so "no charge" can be shown.
 */

/** What one period costs: each unit's price times the units (a company's seats). */
export const periodCents = (price: Pick<SandboxPrice, 'amountCents' | 'quantity'>) => price.amountCents * (price.quantity ?? 1);

/** What a discount takes off one charge: a percent rounded to the cent, an amount never more than the charge. */
export function discountOn(amountCents: number, d: Pick<SandboxDiscount, 'percentOff' | 'amountOff'>): number {
  if (d.percentOff !== null) return Math.round((amountCents * d.percentOff) / 100);
  return Math.min(amountCents, d.amountOff ?? 0);
}

/**
 * Whether a subscription's discount covers a charge: `once` the first charge (the first paid one, after any trial),
 * `repeating` the charges within its months from the subscription's start (Stripe's discount end), `forever` all.
 */
export function discountCovers(d: SandboxDiscount, start: Date, at: Date, chargesBefore: number): boolean {
  if (d.duration === 'forever') return true;
  if (d.duration === 'once') return chargesBefore === 0;
  return at < addMonths(start, d.durationInMonths ?? 0);
}

/** What the next charge of a price with this discount comes to, given how many charges were made before. */
export function chargeAmount(amountCents: number, d: SandboxDiscount | null, start: Date, at: Date, chargesBefore: number) {
  const off = d && discountCovers(d, start, at, chargesBefore) ? discountOn(amountCents, d) : 0;
  return { amountCents: amountCents - off, discountCents: off };
}

export const discountView = (d: SandboxDiscount | null): SandboxDiscountView | null =>
  d && {
    code: d.code,
    percentOff: d.percentOff,
    amountOff: d.amountOff,
    duration: d.duration,
    durationInMonths: d.durationInMonths,
  };

const chargeCount = async (db: Db, subscriptionId: string) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(sandboxCharges)
      .where(eq(sandboxCharges.subscriptionId, subscriptionId))
  )[0]?.n ?? 0;

/** One charge taken, as its paid invoice tells it (sandbox-webhooks.ts, stripeInvoice). */
export interface SandboxCharge {
  id: string;
  amountCents: number;
  createdAt: Date;
}

/** Takes one period's price from the card, at the moment the period starts. */
export async function charge(db: Db, s: SubscriptionRow, at: Date): Promise<SandboxCharge> {
  const due = chargeAmount(periodCents(s.price), s.discount, s.createdAt, at, await chargeCount(db, s.id));
  // Credit on the customer's balance is used before the card, as Stripe's invoices use it (ADR 0074).
  const fromBalance = await useBalance(db, s.customerId, s.price.currency, due.amountCents, at);
  return insertCharge(db, s, at, { ...due, amountCents: due.amountCents - fromBalance });
}

async function insertCharge(db: Db, s: SubscriptionRow, at: Date, due: { amountCents: number; discountCents: number }) {
  const id = sandboxId('ch');
  await db.insert(sandboxCharges).values({
    id,
    subscriptionId: s.id,
    customerId: s.customerId,
    currency: s.price.currency,
    createdAt: at,
    ...due,
  });
  return { id, amountCents: due.amountCents, createdAt: at };
}

/**
 * A quantity changed mid-period: the change for the rest of the period, pro rata by time, is charged (more units) or
 * credited (fewer, a negative charge) at once, as Stripe's `always_invoice` does. A trial has nothing to prorate: its
 * first charge is for the quantity it has when it ends. Discounts are left off prorations.
 */
export async function prorate(db: Db, s: SubscriptionRow, quantity: number, at: Date): Promise<SandboxCharge | undefined> {
  if (s.status !== 'active') return undefined;
  const start = addMonths(s.currentPeriodEnd, -s.price.intervalMonths).getTime();
  const left = (s.currentPeriodEnd.getTime() - at.getTime()) / (s.currentPeriodEnd.getTime() - start);
  const amountCents = Math.round((quantity - (s.price.quantity ?? 1)) * s.price.amountCents * Math.max(0, Math.min(1, left)));
  if (amountCents !== 0) return insertCharge(db, s, at, { amountCents, discountCents: 0 });
  return undefined;
}

/** Each subscription's charges, oldest first. */
export async function chargesOf(db: Db, subscriptionIds: string[]): Promise<Map<string, SandboxChargeView[]>> {
  const byId = new Map<string, SandboxChargeView[]>(subscriptionIds.map((id) => [id, []]));
  if (subscriptionIds.length === 0) return byId;
  const rows = await db
    .select()
    .from(sandboxCharges)
    .where(inArray(sandboxCharges.subscriptionId, subscriptionIds))
    .orderBy(asc(sandboxCharges.createdAt), asc(sandboxCharges.id));
  for (const r of rows)
    byId.get(r.subscriptionId)?.push({
      amountCents: r.amountCents,
      discountCents: r.discountCents,
      currency: r.currency,
      createdAt: r.createdAt,
    });
  return byId;
}

/**
 * The discount a checkout gets from a promotion code, refused as Stripe refuses a code it cannot redeem. A code
 * redeemed up to its limit while a checkout was open is still honoured when that checkout is paid (ADR 0071).
 */
export async function discountFor(db: Db, promotionCodeId: string, now: Date): Promise<SandboxDiscount> {
  const [p] = await db.select().from(sandboxPromotions).where(eq(sandboxPromotions.id, promotionCodeId));
  if (!p) throw notFound('The payment provider does not know this promotion code');
  const exhausted = p.maxRedemptions !== null && p.timesRedeemed >= p.maxRedemptions;
  if (!p.active || (p.expiresAt && p.expiresAt <= now) || exhausted)
    throw conflict('This promotion code can no longer be redeemed.');
  return {
    promotionCodeId: p.id,
    code: p.code,
    percentOff: p.percentOff,
    amountOff: p.amountOff,
    duration: p.duration,
    durationInMonths: p.durationInMonths,
  };
}

export const countRedemption = (db: Db, promotionCodeId: string) =>
  db
    .update(sandboxPromotions)
    .set({ timesRedeemed: sql`${sandboxPromotions.timesRedeemed} + 1` })
    .where(eq(sandboxPromotions.id, promotionCodeId));

export async function deactivate(db: Db, promotionCodeId: string): Promise<void> {
  const done = await db
    .update(sandboxPromotions)
    .set({ active: false })
    .where(eq(sandboxPromotions.id, promotionCodeId))
    .returning({ id: sandboxPromotions.id });
  if (done.length === 0) throw notFound('The payment provider does not know this promotion code');
}

/** The sandbox's coupon with its one promotion code; the same key answers the same pair. */
export async function createPromotion(db: Db, clock: Clock, r: PromotionRequest): Promise<Promotion> {
  const row = await insertOnce(db, sandboxPromotions, {
    id: sandboxId('promo'),
    idempotencyKey: r.idempotencyKey,
    couponId: sandboxId('coupon'),
    code: r.code,
    percentOff: r.percentOff ?? null,
    amountOff: r.amountOff ?? null,
    currency: r.amountOff === undefined ? null : (r.currency ?? null),
    duration: r.duration,
    durationInMonths: r.duration === 'repeating' ? (r.durationInMonths ?? null) : null,
    maxRedemptions: r.maxRedemptions ?? null,
    expiresAt: r.expiresAt ?? null,
    createdAt: clock.now(),
  });
  return { couponId: row.couponId, promotionCodeId: row.id };
}
