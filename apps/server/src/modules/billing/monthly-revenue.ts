import { and, eq, inArray } from 'drizzle-orm';
import { LIVE_SUBSCRIPTION_STATUSES, PERIOD_MONTHS, planPrice } from '@parley/contracts';
import { companySubscriptions, couponRedemptions, coupons, planSubscriptions } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db/port.ts';
import { couponOffCurrentCharge } from '../coupons/public.ts';

const live = [...LIVE_SUBSCRIPTION_STATUSES];

/** The coupon redeemed on a subscription, if any (ADR 0071: one redemption row per provider subscription). */
const redeemed = {
  percentOff: coupons.percentOff,
  amountOff: coupons.amountOff,
  duration: coupons.duration,
  durationInMonths: coupons.durationInMonths,
  redeemedAt: couponRedemptions.redeemedAt,
};
const redeemedOn = (s: typeof planSubscriptions | typeof companySubscriptions) =>
  and(eq(couponRedemptions.provider, s.provider), eq(couponRedemptions.subscriptionId, s.providerId));

/**
 * Every live subscription to a plan with what it bills: a learner's own, and an organisation's Team seats (ADR 0072),
 * each with the coupon redeemed on it. Read across the coupons' and organisations' tables for the admins' overview.
 */
export async function liveSubscriptions(db: Tx) {
  const period = { status: planSubscriptions.status, currentPeriodEnd: planSubscriptions.currentPeriodEnd };
  const [own, teams] = await Promise.all([
    db
      .select({ plan: planSubscriptions.plan, period: planSubscriptions.period, ...period, ...redeemed })
      .from(planSubscriptions)
      .leftJoin(couponRedemptions, redeemedOn(planSubscriptions))
      .leftJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
      .where(inArray(planSubscriptions.status, live)),
    db
      .select({
        period: companySubscriptions.period,
        quantity: companySubscriptions.quantity,
        status: companySubscriptions.status,
        currentPeriodEnd: companySubscriptions.currentPeriodEnd,
        ...redeemed,
      })
      .from(companySubscriptions)
      .leftJoin(couponRedemptions, redeemedOn(companySubscriptions))
      .leftJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
      .where(inArray(companySubscriptions.status, live)),
  ]);
  return [...own.map((s) => ({ ...s, quantity: 1 })), ...teams.map((s) => ({ ...s, plan: 'team' as const }))];
}
export type LiveSubscription = Awaited<ReturnType<typeof liveSubscriptions>>[number];

/**
 * What a live subscription bills a month: its period's price for every seat, less the coupon on the charge for the
 * current period, spread over the period's months (a 6-month plan at its discounted monthly price).
 */
export function billedMonthlyCents(s: LiveSubscription, now: Date): number {
  const intervalMonths = PERIOD_MONTHS[s.period];
  const periodCents = planPrice(s.plan, s.period).billedCents * s.quantity;
  const coupon = s.duration && s.redeemedAt ? { ...s, duration: s.duration, redeemedAt: s.redeemedAt } : null;
  const state = { status: s.status, currentPeriodEnd: s.currentPeriodEnd, intervalMonths };
  const off = coupon ? couponOffCurrentCharge(coupon, state, periodCents, now) : 0;
  return (periodCents - off) / intervalMonths;
}
