import type { FastifyBaseLogger } from 'fastify';
import { LIVE_SUBSCRIPTION_STATUSES, TEACHER_PLAN_TIERS } from '@parley/contracts';
import { z } from 'zod';
import { recordTrial, teacherProduct } from '../../plugins/free-trials.ts';
import { saveCustomer } from '../../plugins/payment-customers.ts';
import { cancelOrphaned, isStale, statusAfter, type PaymentEventHandler } from '../../plugins/payment-events.ts';
import type { Clock } from '../../platform/clock/port.ts';
import type { PaymentsPort } from '../../platform/payments/port.ts';
import * as holds from './teacher-holds.store.ts';
import * as store from './teacher-payments.store.ts';

/** The metadata a teacher checkout puts on its subscription; the billing module's plans carry another kind. */
export const TEACHER_PLAN_KIND = 'teacher_plan';
const metadataSchema = z.object({
  kind: z.literal(TEACHER_PLAN_KIND),
  student_id: z.coerce.number().int().positive(),
  teacher_id: z.coerce.number().int().positive(),
  tier: z.enum(TEACHER_PLAN_TIERS),
});

/**
 * Teachers' side of the provider's events: an account's charges_enabled, and students' teacher plans. A plan exists
 * for us only once the provider says so; each event is applied unless the row already reflects a later one, and an
 * ended plan never comes back.
 */
export function teacherEventHandler(deps: {
  clock: Clock;
  payments: Pick<PaymentsPort, 'cancelSubscription'>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}): PaymentEventHandler {
  return async (tx, event, provider) => {
    const now = deps.clock.now();
    if (event.type === 'account.updated' && event.account) {
      await store.setCharges(tx, provider, event.account.id, event.account.chargesEnabled, event.created, now);
      return;
    }
    const subscription = event.subscription;
    if (!subscription || subscription.metadata.kind !== TEACHER_PLAN_KIND) return;
    const meta = metadataSchema.safeParse(subscription.metadata);
    if (!meta.success) {
      deps.log.warn({ eventId: event.id }, 'teacher plan event with unreadable metadata');
      return;
    }
    // An account erased since the checkout leaves nobody to hold or give the plan: it ends at the provider.
    if (!(await store.bothExist(tx, meta.data.student_id, meta.data.teacher_id)))
      return cancelOrphaned(deps, event, subscription);
    // One trial per teacher, whichever of their plans it was on (ADR 0071), recorded even from a late event.
    if (subscription.status === 'trialing') {
      await recordTrial(tx, {
        userId: meta.data.student_id,
        product: teacherProduct(meta.data.teacher_id),
        provider,
        subscriptionId: subscription.id,
        startedAt: event.created,
      });
    }
    const stored = await store.lockSubscription(tx, provider, subscription.id);
    if (isStale(stored, event)) return;
    const status = statusAfter(event, subscription);
    await store.saveSubscription(
      tx,
      {
        provider,
        providerId: subscription.id,
        studentId: meta.data.student_id,
        teacherId: meta.data.teacher_id,
        tier: meta.data.tier,
        status,
        currentPeriodEnd: subscription.currentPeriodEnd,
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        eventAt: event.created,
      },
      now,
    );
    const live: readonly string[] = LIVE_SUBSCRIPTION_STATUSES;
    if (live.includes(status)) await holds.release(tx, meta.data.teacher_id, meta.data.student_id);
    // The student's customer, so the billing portal opens for them even when a teacher's plan is all they have.
    await saveCustomer(tx, meta.data.student_id, provider, subscription.customerId);
  };
}
