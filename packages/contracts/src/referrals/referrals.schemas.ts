import * as z from 'zod/mini';

/** How an inviter was credited for one friend (ADR 0074). */
export const REFERRAL_CREDIT_KINDS = ['free_basic', 'account_credit'] as const;
export type ReferralCreditKind = (typeof REFERRAL_CREDIT_KINDS)[number];

export const referralCreditSchema = z.object({
  /** `free_basic`: 30 days of Basic; `account_credit`: one Basic month taken off the inviter's next payment. */
  kind: z.enum(REFERRAL_CREDIT_KINDS),
  credited_at: z.iso.datetime(),
});

export const referralLinkSchema = z.object({
  code: z.string(),
  /** The sign-up page with the code: `${PUBLIC_URL}/register?invite=<code>`. */
  link: z.string(),
  /** Friends who signed up with the link, and those of them who confirmed their address. */
  signed_up: z.int(),
  confirmed: z.int(),
  /** Friends who then paid for a plan: each earned the caller a month, newest first. */
  credits: z.array(referralCreditSchema),
  /** Until when the caller has Basic for free from those months, while that runs. */
  free_basic_until: z.nullable(z.iso.datetime()),
});
export type ReferralLink = z.infer<typeof referralLinkSchema>;

/** An ambassador's own registration code (ADR 0075) and who signed up with it. */
export const ambassadorCodeSchema = z.object({
  code: z.string(),
  /** The sign-up page with the code as its registration code: `${PUBLIC_URL}/register?code=<code>`. */
  link: z.string(),
  signed_up: z.int(),
  /** Of those, how many have paid for a plan. */
  subscribed: z.int(),
});
export type AmbassadorCode = z.infer<typeof ambassadorCodeSchema>;
