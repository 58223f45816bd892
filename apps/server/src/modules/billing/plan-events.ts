import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { BILLING_PERIODS, PAID_PLANS } from '@parley/contracts';
import type { DomainEventBus } from '../../shared/domain-events.ts';
import { planProduct, recordTrial } from '../../plugins/free-trials.ts';
import { saveCustomer } from '../../plugins/payment-customers.ts';
import { cancelOrphaned, isStale, statusAfter, type PaymentEventHandler } from '../../plugins/payment-events.ts';
import type { PaymentsPort } from '../../platform/payments/port.ts';
import { settlePlan } from '../../plugins/user-plan.ts';
import * as store from './billing.store.ts';

/** The metadata a plan checkout puts on its subscription; other kinds (teachers' products) are not ours. */
export const PLAN_KIND = 'plan';
const planMetadataSchema = z.object({
  kind: z.literal(PLAN_KIND),
  user_id: z.coerce.number().int().positive(),
  plan: z.enum(PAID_PLANS),
  period: z.enum(BILLING_PERIODS),
});

/**
 * Learners' plan subscriptions (ADR 0028): each subscription event is applied unless the row already reflects a later
 * event, or the subscription has ended (an ended subscription never comes back). users.plan then follows the live
 * subscriptions (plugins/user-plan.ts), and a change is announced once committed so every instance drops its cached caller.
 */
export function planEventHandler(deps: {
  domain: DomainEventBus;
  payments: Pick<PaymentsPort, 'cancelSubscription'>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}): PaymentEventHandler {
  return async (tx, event, provider) => {
    const subscription = event.subscription;
    if (!subscription || subscription.metadata.kind !== PLAN_KIND) return;
    const meta = planMetadataSchema.safeParse(subscription.metadata);
    if (!meta.success) {
      deps.log.warn({ eventId: event.id }, 'plan subscription event with unreadable metadata');
      return;
    }
    const { user_id: userId, plan, period } = meta.data;
    if (!(await store.userExists(tx, userId))) return cancelOrphaned(deps, event, subscription);
    // A trialing subscription has used the plan's trial, however late or out of order its event comes (ADR 0071).
    if (subscription.status === 'trialing') {
      const trial = { userId, product: planProduct(plan), provider, subscriptionId: subscription.id, startedAt: event.created };
      await recordTrial(tx, trial);
    }
    const stored = await store.lockSubscription(tx, provider, subscription.id);
    if (isStale(stored, event)) return;
    const status = statusAfter(event, subscription);
    await store.saveSubscription(tx, {
      provider,
      providerId: subscription.id,
      userId,
      customerId: subscription.customerId,
      plan,
      period,
      status,
      currentPeriodEnd: subscription.currentPeriodEnd,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      eventAt: event.created,
    });
    await saveCustomer(tx, userId, provider, subscription.customerId);
    if (!(await settlePlan(tx, userId))) return;
    return () => deps.domain.publish('auth.changed', { userId });
  };
}
