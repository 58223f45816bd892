import { MATCH_LEVEL_RULES, PLANS, PRIORITY_MATCH_PLANS, type Plan } from '../common/constants.ts';
import { SESSION_LIMITS } from '../events/events.constants.ts';
import { AI_FEEDBACK_MONTHLY, FULL_FEEDBACK_PLANS } from '../recordings/recordings.constants.ts';

/** The billing periods on the wire (spec §4, "Billing period toggle"); 6_month is the default and discounted. */
export const BILLING_PERIODS = ['6_month', '1_month'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
export const DEFAULT_BILLING_PERIOD: BillingPeriod = '6_month';
export const PERIOD_MONTHS: Record<BillingPeriod, 1 | 6> = { '6_month': 6, '1_month': 1 };

export const PAID_PLANS = PLANS.filter((p): p is Exclude<Plan, 'free'> => p !== 'free');
export type PaidPlan = (typeof PAID_PLANS)[number];

export const PLAN_CURRENCY = 'usd';
/** "Try it Free" on every paid plan: days before the first charge, once per person per plan (ADR 0071). */
export const PLAN_FREE_TRIAL_DAYS = 7;
/** Monthly prices in cents (spec §9); the 6-month period costs 30% less a month. */
export const PLAN_MONTHLY_CENTS: Record<Plan, number> = { free: 0, basic: 1000, pro: 1800, team: 3500 };
export const SIX_MONTH_DISCOUNT_PERCENT = 30;

export interface PlanPrice {
  /** What a month costs in this period. */
  monthlyCents: number;
  /** What a month costs when billed monthly: the struck-out price next to a discount. */
  originalMonthlyCents: number;
  discountPercent: number;
  /** What is charged each period. */
  billedCents: number;
}

export function planPrice(plan: Plan, period: BillingPeriod): PlanPrice {
  const original = PLAN_MONTHLY_CENTS[plan];
  const discountPercent = period === '6_month' && original > 0 ? SIX_MONTH_DISCOUNT_PERCENT : 0;
  const monthlyCents = Math.round((original * (100 - discountPercent)) / 100);
  return { monthlyCents, originalMonthlyCents: original, discountPercent, billedCents: monthlyCents * PERIOD_MONTHS[period] };
}

const levels = (plan: Plan) => {
  const { lower, higher } = MATCH_LEVEL_RULES[plan];
  if (higher > 0) return 'at the same level or higher';
  return lower > 0 ? 'at the same level or one level lower' : 'at the same level';
};
const matching = (plan: Plan) => `${PRIORITY_MATCH_PLANS.includes(plan) ? 'Priority matching' : 'Matching'} ${levels(plan)}`;
const sessions = (plan: Plan) => {
  const limit = SESSION_LIMITS[plan];
  return limit === null ? 'Unlimited sessions' : `${limit} sessions a month`;
};

export interface PlanInfo {
  name: string;
  description: string;
  features: readonly string[];
  /** The card drawn raised, and the one marked "Most popular" (our choice, ADR 0028). */
  highlighted: boolean;
  popular: boolean;
}

/** The four plan cards (spec §9), their numbers taken from the limits the server enforces. */
export const PLAN_CATALOGUE: Record<Plan, PlanInfo> = {
  free: {
    name: 'Free',
    description: 'Try live speaking practice with other learners.',
    features: [sessions('free'), matching('free')],
    highlighted: false,
    popular: false,
  },
  basic: {
    name: 'Basic',
    description: 'Practise as often as you like, with AI grammar help.',
    features: [
      sessions('basic'),
      'AI grammar corrections',
      `${AI_FEEDBACK_MONTHLY.basic} AI feedback items a month`,
      matching('basic'),
    ],
    highlighted: false,
    popular: false,
  },
  pro: {
    name: 'Pro',
    description: 'Full AI feedback and interview practice to reach your goal faster.',
    features: [
      sessions('pro'),
      ...(FULL_FEEDBACK_PLANS.includes('pro') ? ['Pronunciation and vocabulary feedback'] : []),
      'Interview practice',
      `${AI_FEEDBACK_MONTHLY.pro} AI feedback items a month`,
      matching('pro'),
    ],
    highlighted: true,
    popular: true,
  },
  team: {
    name: 'Team',
    description: 'English training for companies and recruitment agencies.',
    features: ['Administrator dashboard', 'Member progress tracking', 'Custom interview questions', 'Video content management'],
    highlighted: false,
    popular: false,
  },
};

export const BILLING_TEXTS = {
  freeNotForSale: 'The Free plan is free: there is nothing to buy.',
  teamForOrganisations: 'The Team plan is bought as seats for an organisation: start one at /company/start.',
  alreadySubscribed: 'You already have a subscription. Manage it with "Manage subscription" in your settings.',
  guestCannotSubscribe: 'Please create an account before you subscribe.',
  deletionScheduled: 'Your account is about to be deleted. Cancel the deletion in your settings before you buy a plan.',
  noCustomer: 'You have no subscription to manage yet.',
  unknownProvider: 'This payments provider is not in use.',
  sandboxOff: 'The sandbox payments provider is not in use.',
} as const;

/** Provider subscription states that still give a plan (Parley's or a teacher's): a trial, and a past-due payment the provider is retrying. */
export const LIVE_SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due'] as const;
