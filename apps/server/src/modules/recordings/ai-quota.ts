import { AI_FEEDBACK_MONTHLY, FREE_AI_FEEDBACK_GIFT, type Plan } from '@parley/contracts';
import type { Db } from '../../platform/db/port.ts';
import { monthStart } from '../../shared/month-start.ts';
import { aiFeedbackUsed } from './recordings.store.ts';

/**
 * Whether one more recording gets AI feedback: paid plans count this calendar month (UTC) against their quota; free
 * learners draw on a one-time gift (docs/decisions/0025-recordings-api.md).
 */
export async function hasAiFeedbackLeft(db: Db, user: { id: number; plan: Plan }, now: Date): Promise<boolean> {
  if (user.plan === 'free') return (await aiFeedbackUsed(db, user.id, null)) < FREE_AI_FEEDBACK_GIFT;
  return (await aiFeedbackUsed(db, user.id, monthStart(now))) < AI_FEEDBACK_MONTHLY[user.plan];
}
