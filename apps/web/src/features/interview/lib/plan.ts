import { INTERVIEW_PLANS, WORKSHOPS, type Plan, type Workshop } from '@parley/contracts';
import { ApiError } from '../../../lib/api/api-error.ts';

export const hasInterviewPlan = (plan: Plan | undefined): boolean => plan !== undefined && INTERVIEW_PLANS.includes(plan);

/** The server's refusal for a plan without interview practice, answered like the plan gate in the browser. */
export const isPlanRequired = (error: unknown): boolean => error instanceof ApiError && error.code === 'EXC_PLAN_REQUIRED';

export const isWorkshop = (value: string | undefined): value is Workshop =>
  (WORKSHOPS as readonly string[]).includes(value ?? '');
