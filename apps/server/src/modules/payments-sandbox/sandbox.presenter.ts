import type { SandboxCheckout, SandboxDiscount, SandboxOnboarding, SandboxSubscription } from '@parley/contracts';
import type {
  SandboxCheckoutView,
  SandboxDiscountView,
  SandboxOnboardingView,
  SandboxSubscriptionView,
} from '../../platform/payments/port.ts';

const presentDiscount = (d: SandboxDiscountView | null): SandboxDiscount | null =>
  d && {
    code: d.code,
    percent_off: d.percentOff,
    amount_off: d.amountOff,
    duration: d.duration,
    duration_in_months: d.durationInMonths,
  };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The checkout as its page shows it at `now`: paid now, the first charge is taken at once or when the trial ends. */
export const presentCheckout = (v: SandboxCheckoutView, now: Date): SandboxCheckout => ({
  id: v.id,
  status: v.status,
  product_name: v.productName,
  amount: v.amountCents,
  currency: v.currency,
  interval_months: v.intervalMonths,
  trial_days: v.trialDays,
  discount: presentDiscount(v.discount),
  first_payment: v.firstChargeCents,
  first_payment_at: new Date(now.getTime() + (v.trialDays ?? 0) * DAY_MS).toISOString(),
  customer_email: v.customerEmail,
  cancel_url: v.cancelUrl,
});

export const presentSubscription = (v: SandboxSubscriptionView): SandboxSubscription => ({
  id: v.id,
  product_name: v.productName,
  amount: v.amountCents,
  currency: v.currency,
  interval_months: v.intervalMonths,
  status: v.status,
  current_period_end: v.currentPeriodEnd.toISOString(),
  cancel_at_period_end: v.cancelAtPeriodEnd,
  card_last4: v.cardLast4,
  discount: presentDiscount(v.discount),
  charges: v.charges.map((c) => ({
    amount: c.amountCents,
    discount: c.discountCents,
    currency: c.currency,
    created_at: c.createdAt.toISOString(),
  })),
});

export const presentOnboarding = (v: SandboxOnboardingView): SandboxOnboarding => ({
  account_id: v.accountId,
  email: v.email,
  charges_enabled: v.chargesEnabled,
  return_url: v.returnUrl,
  refresh_url: v.refreshUrl,
  payout_details: v.payoutDetails && {
    fullName: v.payoutDetails.fullName,
    address: v.payoutDetails.address,
    phone_number: v.payoutDetails.phoneNumber,
  },
});
