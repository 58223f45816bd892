import * as z from 'zod/mini';
import { TEACHER_PLAN_TIERS, type TeacherPlanTier } from './storefront.constants.ts';

/** The platform's share of what a student pays a teacher; the rest goes to the teacher's payment account (ADR 0030). */
export const TEACHER_APPLICATION_FEE_PERCENT = 20;

export const TEACHER_PLAN_NAMES: Record<TeacherPlanTier, string> = { ai: 'Lite/AI', basic: 'Basic', premium: 'Premium' };

export const TEACHER_PAYMENT_TEXTS = {
  notOnboarded:
    'This teacher is editing the page or is not taking new students right now. Join the waitlist to hear when there is a place.',
  soldOut: 'SOLD OUT! All places with this teacher are taken. Join the waitlist to hear when one is free.',
  studentsOnly: 'Only students can subscribe to a teacher',
  guestsCannotSubscribe: 'Please create an account to subscribe to a teacher',
  planUnknown: 'This plan does not exist',
  teacherPlanExpected: 'Choose the Basic or Premium plan here; the Lite/AI plan has its own checkout',
  aiPlanExpected: 'Choose the Lite/AI plan here; Basic and Premium have their own checkout',
  alreadySubscribed: 'You already have a plan with this teacher',
  cancelUrlInvalid: 'The cancel address must be a page of Parley',
  alreadyConnected: 'Your payment account is already connected',
  reviewLimit: 'You have used all the teacher feedback recordings of your plan this month. More come on the 1st.',
} as const;

/** Spec §3, teacher payment account; `id` is null until the teacher starts connecting one. */
export const paymentAccountSchema = z.object({ id: z.nullable(z.string()), charges_enabled: z.boolean() });
export type PaymentAccount = z.infer<typeof paymentAccountSchema>;

export const connectResponseSchema = z.object({ url: z.string() });

const planIdSchema = z
  .string({ error: TEACHER_PAYMENT_TEXTS.planUnknown })
  .check(z.minLength(1, TEACHER_PAYMENT_TEXTS.planUnknown), z.maxLength(64));
/** A page of this app to come back to when the student leaves the checkout: a path, or an address on our origin. */
const cancelUrlSchema = z
  .string({ error: TEACHER_PAYMENT_TEXTS.cancelUrlInvalid })
  .check(z.minLength(1, TEACHER_PAYMENT_TEXTS.cancelUrlInvalid), z.maxLength(2048));

/** Spec §7: teacher checkout {subscription_id, cancel_url, free_trial}; the 7-day trial is on unless unticked. */
export const teacherCheckoutBodySchema = z.object({
  subscription_id: planIdSchema,
  cancel_url: cancelUrlSchema,
  free_trial: z._default(z.boolean(), true),
});
export type TeacherCheckoutBody = z.input<typeof teacherCheckoutBodySchema>;

/** Spec §7: teacher AI checkout {subscription_id, cancel_url}. */
export const aiCheckoutBodySchema = z.object({ subscription_id: planIdSchema, cancel_url: cancelUrlSchema });
export type AiCheckoutBody = z.input<typeof aiCheckoutBodySchema>;

export const teacherCheckoutResponseSchema = z.object({ checkout_url: z.string() });

/** A student's plan with a teacher, as the provider last told us. */
export const teacherSubscriptionSchema = z.object({
  teacher_id: z.int(),
  teacher_name: z.string(),
  /** The teacher's homepage url, null if the teacher no longer has one. */
  teacher_url: z.nullable(z.string()),
  tier: z.enum(TEACHER_PLAN_TIERS),
  status: z.string(),
  current_period_end: z.nullable(z.iso.datetime()),
  cancel_at_period_end: z.boolean(),
});
export type TeacherSubscription = z.infer<typeof teacherSubscriptionSchema>;

/** The teachers whose free trial the caller has had: their Basic and Premium are paid from the start (ADR 0071). */
export const teacherTrialsSchema = z.object({ teacher_ids: z.array(z.int()) });
export type TeacherTrials = z.infer<typeof teacherTrialsSchema>;
