import {
  DEFAULT_EXPECTED_DAYS,
  PREMIUM_DISCOUNT_FACTOR,
  PREMIUM_MONTHS_FACTOR,
  TEACHER_PLAN_ALLOWANCES,
  TEACHER_PLAN_TIERS,
  VISIBLE_PRICE_CODES,
  type TeacherPlanTier,
} from './storefront.constants.ts';

interface PricedHomepage {
  user_id: number;
  price: number;
  ai_price: number;
  visible_prices: readonly number[];
  expected_days?: number;
}

export interface TeacherPlan {
  tier: TeacherPlanTier;
  plan_id: string;
  /** Cents a month. */
  price: number;
  teacher_recordings_per_month: number;
  live_sessions_per_week: number;
  /** Recordings with AI feedback a month, on top of the learner's own plan. */
  ai_feedback_per_month: number;
  /** Days within which the teacher answers; null for the AI plan, whose feedback arrives within minutes. */
  teacher_feedback_days: number | null;
}

/** The one price rule (spec §9): AI at ai_price, Basic at the teacher's price, Premium at price × 3 × 0.8. */
export function teacherPlanPrice(homepage: Pick<PricedHomepage, 'price' | 'ai_price'>, tier: TeacherPlanTier): number {
  if (tier === 'ai') return homepage.ai_price;
  if (tier === 'basic') return homepage.price;
  return Math.round(homepage.price * PREMIUM_MONTHS_FACTOR * PREMIUM_DISCOUNT_FACTOR);
}

/** A plan's id names the teacher and the tier, so a checkout can name it alone (ADR 0030). */
export const teacherPlanId = (userId: number, tier: TeacherPlanTier) => `tp_${userId}_${tier}`;

export function parseTeacherPlanId(planId: string): { userId: number; tier: TeacherPlanTier } | null {
  const match = /^tp_(\d{1,12})_([a-z]+)$/.exec(planId);
  const tier = TEACHER_PLAN_TIERS.find((t) => t === match?.[2]);
  return match && tier ? { userId: Number(match[1]), tier } : null;
}

/** The plans a homepage shows, in the order of the page: AI, Basic, Premium, each only when visible. */
export function teacherPlansOf(homepage: PricedHomepage): TeacherPlan[] {
  return TEACHER_PLAN_TIERS.filter((tier) => homepage.visible_prices.includes(VISIBLE_PRICE_CODES[tier])).map((tier) => ({
    tier,
    plan_id: teacherPlanId(homepage.user_id, tier),
    price: teacherPlanPrice(homepage, tier),
    teacher_recordings_per_month: TEACHER_PLAN_ALLOWANCES[tier].teacherRecordingsPerMonth,
    live_sessions_per_week: TEACHER_PLAN_ALLOWANCES[tier].liveSessionsPerWeek,
    ai_feedback_per_month: TEACHER_PLAN_ALLOWANCES[tier].aiFeedbackPerMonth,
    teacher_feedback_days: tier === 'ai' ? null : (homepage.expected_days ?? DEFAULT_EXPECTED_DAYS),
  }));
}
