import * as z from 'zod/mini';

/** The sandbox card form's rules, shared by the page and the provider (billing forms: full name required). */
export const SANDBOX_CARD_TEXTS = {
  numberIncomplete: 'Your card number is incomplete.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  cvcIncomplete: "Your card's security code is incomplete.",
  nameRequired: 'Full name is required',
} as const;

const EXPIRY = /^(\d{2})\s*\/\s*(\d{2})$/;

export const sandboxCardSchema = z.object({
  number: z.pipe(
    z.pipe(
      z.string(),
      z.transform((v) => v.replace(/[\s-]/g, '')),
    ),
    z.string().check(z.regex(/^\d{12,19}$/, SANDBOX_CARD_TEXTS.numberIncomplete)),
  ),
  /** MM / YY, as printed on the card. */
  expiry: z.string().check(z.trim(), z.regex(EXPIRY, SANDBOX_CARD_TEXTS.expiryIncomplete)),
  cvc: z.string().check(z.trim(), z.regex(/^\d{3,4}$/, SANDBOX_CARD_TEXTS.cvcIncomplete)),
  name: z.string().check(z.trim(), z.minLength(1, SANDBOX_CARD_TEXTS.nameRequired), z.maxLength(200)),
});
export type SandboxCardInput = z.input<typeof sandboxCardSchema>;

/** MM / YY → month and four-digit year. */
export function parseExpiry(expiry: string): { month: number; year: number } {
  const [, mm, yy] = EXPIRY.exec(expiry.trim()) ?? [];
  return { month: Number(mm), year: 2000 + Number(yy) };
}

export const sandboxSessionParamsSchema = z.object({ sessionId: z.string().check(z.minLength(1), z.maxLength(100)) });
export const sandboxSubscriptionParamsSchema = z.extend(sandboxSessionParamsSchema, {
  subscriptionId: z.string().check(z.minLength(1), z.maxLength(100)),
});
export const sandboxLinkParamsSchema = z.object({ linkId: z.string().check(z.minLength(1), z.maxLength(100)) });

const interval = z.union([z.literal(1), z.literal(6)]);

/** A promotion code's discount as the sandbox applies it (ADR 0071). */
export const sandboxDiscountSchema = z.object({
  code: z.string(),
  percent_off: z.nullable(z.int()),
  amount_off: z.nullable(z.int()),
  duration: z.enum(['once', 'repeating', 'forever']),
  duration_in_months: z.nullable(z.int()),
});
export type SandboxDiscount = z.infer<typeof sandboxDiscountSchema>;

export const sandboxChargeSchema = z.object({
  /** Cents taken. */
  amount: z.int(),
  /** Cents the promotion code took off. */
  discount: z.int(),
  currency: z.string(),
  created_at: z.iso.datetime(),
});

export const sandboxCheckoutSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  product_name: z.string(),
  /** Cents charged each interval. */
  amount: z.int(),
  currency: z.string(),
  interval_months: interval,
  trial_days: z.nullable(z.int()),
  discount: z.nullable(sandboxDiscountSchema),
  /** Cents of the first charge: at once, or when the trial ends. */
  first_payment: z.int(),
  /** When the first charge is taken if the checkout is paid now. */
  first_payment_at: z.iso.datetime(),
  customer_email: z.nullable(z.string()),
  cancel_url: z.string(),
});
export type SandboxCheckout = z.infer<typeof sandboxCheckoutSchema>;

export const sandboxRedirectSchema = z.object({ redirect_url: z.string() });

export const sandboxSubscriptionSchema = z.object({
  id: z.string(),
  product_name: z.string(),
  amount: z.int(),
  currency: z.string(),
  interval_months: interval,
  status: z.enum(['trialing', 'active', 'canceled']),
  current_period_end: z.iso.datetime(),
  cancel_at_period_end: z.boolean(),
  card_last4: z.string(),
  discount: z.nullable(sandboxDiscountSchema),
  /** Oldest first; none while a trial runs. */
  charges: z.array(sandboxChargeSchema),
});
export type SandboxSubscription = z.infer<typeof sandboxSubscriptionSchema>;

export const sandboxPortalSchema = z.object({
  return_url: z.string(),
  subscriptions: z.array(sandboxSubscriptionSchema),
});
export const sandboxCancelBodySchema = z.object({ cancel_at_period_end: z.boolean() });

/** The sandbox's payout-details form, like Stripe's Express onboarding (billing forms: fullName, address, phone_number). */
export const SANDBOX_PAYOUT_TEXTS = {
  fullNameRequired: 'Full name is required',
  addressRequired: 'Address is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Enter a valid phone number, for example +44 20 7946 0958',
} as const;

/** Digits, spaces, +, - and brackets, with 7 to 15 digits (E.164's most); not a per-country check. */
export const isPhoneNumber = (value: string) => /^\+?[\d\s()-]+$/.test(value) && /^\d{7,15}$/.test(value.replace(/\D/g, ''));

const required = (text: string, max: number) => z.string({ error: text }).check(z.trim(), z.minLength(1, text), z.maxLength(max));

export const sandboxPayoutDetailsSchema = z.object({
  fullName: required(SANDBOX_PAYOUT_TEXTS.fullNameRequired, 200),
  address: required(SANDBOX_PAYOUT_TEXTS.addressRequired, 500),
  // An empty number is told as missing only, not also as malformed.
  phone_number: required(SANDBOX_PAYOUT_TEXTS.phoneRequired, 40).check(
    z.refine((v) => v === '' || isPhoneNumber(v), SANDBOX_PAYOUT_TEXTS.phoneInvalid),
  ),
});
export type SandboxPayoutDetails = z.infer<typeof sandboxPayoutDetailsSchema>;
export type SandboxPayoutDetailsInput = z.input<typeof sandboxPayoutDetailsSchema>;

export const sandboxOnboardingSchema = z.object({
  account_id: z.string(),
  email: z.nullable(z.string()),
  charges_enabled: z.boolean(),
  return_url: z.string(),
  refresh_url: z.string(),
  /** What the teacher gave before, so a revisit shows the form filled in; null until onboarding is finished. */
  payout_details: z.nullable(sandboxPayoutDetailsSchema),
});
export type SandboxOnboarding = z.infer<typeof sandboxOnboardingSchema>;
