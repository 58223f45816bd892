import { discountOn } from '../../platform/payments/sandbox-charges.ts';
import { addMonths } from '../../shared/add-months.ts';

/** A coupon redeemed on a subscription: its discount, and when the provider first said the subscription was live. */
export interface RedeemedCoupon {
  percentOff: number | null;
  amountOff: number | null;
  duration: 'once' | 'repeating' | 'forever';
  durationInMonths: number | null;
  redeemedAt: Date;
}

/** Where a live subscription stands: in its trial or a paid period, which ends when. */
export interface PeriodState {
  status: string;
  currentPeriodEnd: Date | null;
  intervalMonths: number;
}

/**
 * Slack at a discount's end. The redemption is dated by the provider's first event, seconds after the subscription
 * began, and a month stepped back from a period's end lands up to three days early where months differ in length
 * (Jun 30 less a month is May 30, for a period that began May 31). Both are far shorter than any billing period.
 */
const SLACK_MS = 4 * 86_400_000;

/**
 * What a coupon takes off the charge that pays for a subscription's current period, by ADR 0071's reading of Stripe's
 * rules (the sandbox charges by them): that charge is taken at a trial's end, otherwise when the period began.
 * `forever` covers every charge; `repeating` the charges within its months of the start; `once` only the first paid
 * charge, which is the only one within one billing interval of the start, with a trial or without.
 */
export function couponOffCurrentCharge(c: RedeemedCoupon, s: PeriodState, periodCents: number, now: Date): number {
  if (c.duration !== 'forever') {
    const months = c.duration === 'once' ? s.intervalMonths : (c.durationInMonths ?? 0);
    const end = s.currentPeriodEnd;
    const chargedAt = !end ? now : s.status === 'trialing' ? end : addMonths(end, -s.intervalMonths);
    if (chargedAt.getTime() >= addMonths(c.redeemedAt, months).getTime() - SLACK_MS) return 0;
  }
  return discountOn(periodCents, c);
}
