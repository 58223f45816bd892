import { z } from 'zod';
import { BILLING_PERIODS, COMPANY_SUBSCRIPTION_KIND } from '@parley/contracts';
import { planProduct, recordTrial } from '../../plugins/free-trials.ts';
import { isStale, statusAfter, type PaymentEventHandler } from '../../plugins/payment-events.ts';
import { settlePlan } from '../../plugins/user-plan.ts';
import type { Db } from '../../platform/db/port.ts';
import type { PaymentsPort, ProviderSubscription } from '../../platform/payments/port.ts';
import type { DomainEventBus } from '../../shared/domain-events.ts';
import * as store from './company.store.ts';

const metadataSchema = z.object({
  kind: z.literal(COMPANY_SUBSCRIPTION_KIND),
  company_id: z.coerce.number().int().positive(),
  /** The administrator who bought it: the Team trial is theirs. */
  user_id: z.coerce.number().int().positive(),
  period: z.enum(BILLING_PERIODS),
});

/**
 * Writes what the provider says of a company's Team subscription, in event-time order, and what follows from it: the
 * seats it pays for, and every member's plan. Answers the members whose plan changed, to announce once committed.
 */
export async function applyCompanySubscription(
  tx: Db,
  provider: PaymentsPort['driver'],
  subscription: ProviderSubscription,
  at: Date,
  status: string,
): Promise<number[]> {
  const meta = metadataSchema.parse(subscription.metadata);
  const company = await store.lockCompany(tx, meta.company_id);
  if (!company) return [];
  if (subscription.status === 'trialing')
    await recordTrial(tx, {
      userId: meta.user_id,
      product: planProduct('team'),
      provider,
      subscriptionId: subscription.id,
      startedAt: at,
    });
  if (isStale(await store.lockSubscription(tx, provider, subscription.id), { created: at })) return [];
  await store.saveSubscription(tx, {
    provider,
    providerId: subscription.id,
    companyId: company.id,
    customerId: subscription.customerId,
    period: meta.period,
    quantity: subscription.quantity,
    status,
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    eventAt: at,
  });
  const live = await store.liveSubscriptionOf(tx, company.id);
  await store.updateCompany(tx, company.id, { seats: live?.quantity ?? 0 });
  const changed: number[] = [];
  for (const userId of await store.memberIdsOf(tx, company.id)) if (await settlePlan(tx, userId)) changed.push(userId);
  return changed;
}

/** The Team subscriptions' events (ADR 0072); other kinds belong to other modules. */
export function companyEventHandler(deps: { domain: DomainEventBus; log: { warn(obj: object, msg: string): void } }) {
  const handler: PaymentEventHandler = async (tx, event, provider) => {
    const subscription = event.subscription;
    if (!subscription || subscription.metadata.kind !== COMPANY_SUBSCRIPTION_KIND) return;
    if (!metadataSchema.safeParse(subscription.metadata).success) {
      deps.log.warn({ eventId: event.id }, 'company subscription event with unreadable metadata');
      return;
    }
    const changed = await applyCompanySubscription(tx, provider, subscription, event.created, statusAfter(event, subscription));
    return async () => {
      for (const userId of changed) await deps.domain.publish('auth.changed', { userId });
    };
  };
  return handler;
}
