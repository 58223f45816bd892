import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../platform/db/port.ts';
import type { PaymentEvent, PaymentsPort, ProviderSubscription } from '../platform/payments/port.ts';

/**
 * Whether a stored subscription already reflects a later event, or has ended: an ended subscription never comes back
 * (Stripe never revives one), and an older event must not undo a newer one. Equal times apply (Stripe's are seconds).
 */
export const isStale = (stored: { eventAt: Date; status: string } | undefined, event: Pick<PaymentEvent, 'created'>) =>
  Boolean(stored && (stored.eventAt > event.created || stored.status === 'canceled'));

/** The subscription's status after the event: a deleted subscription has ended whatever status it carries. */
export const statusAfter = (event: PaymentEvent, subscription: ProviderSubscription) =>
  event.type === 'subscription.deleted' ? 'canceled' : subscription.status;

/** Work a handler wants done once the event's transaction has committed (announcing a changed user, say). */
export type AfterCommit = () => Promise<void>;

/**
 * A subscription whose holder's account has been erased (a checkout paid after the erasure, ADR 0079) is ended at the
 * provider once the event is recorded, so nobody is charged for a plan no one holds. An ended one is left alone. A
 * refused cancel is logged, not thrown: the event is already recorded, and the subscription's next event (its next
 * invoice at the latest) asks again.
 */
export function cancelOrphaned(
  deps: { payments: Pick<PaymentsPort, 'cancelSubscription'>; log: Pick<FastifyBaseLogger, 'warn' | 'error'> },
  event: PaymentEvent,
  subscription: ProviderSubscription,
): AfterCommit | undefined {
  if (statusAfter(event, subscription) === 'canceled') return undefined;
  const about = { eventId: event.id, subscriptionId: subscription.id };
  return async () => {
    deps.log.warn(about, 'subscription of an erased account: cancelling it');
    await deps.payments.cancelSubscription(subscription.id).catch((err: unknown) => {
      deps.log.error({ ...about, err }, 'could not cancel the subscription of an erased account');
    });
  };
}

/**
 * Applies one verified provider event inside the transaction that records it as handled, so a failing handler
 * leaves it unrecorded and the provider's retry runs it again. Handlers pick their own events (by
 * `subscription.metadata.kind`, say) and keep their own rows in event-time order. A handler may answer work to run
 * after the commit.
 */
export type PaymentEventHandler = (tx: Db, event: PaymentEvent, provider: PaymentsPort['driver']) => Promise<void | AfterCommit>;

/**
 * The one webhook endpoint (the billing module's) hands every event to the handlers modules registered here: modules
 * never import each other, and the provider knows one endpoint.
 */
export function createPaymentEvents() {
  const handlers: PaymentEventHandler[] = [];
  return {
    on: (handler: PaymentEventHandler) => void handlers.push(handler),
    /** Runs every handler; answers their after-commit work for the caller to run once the transaction is done. */
    dispatch: async (tx: Db, event: PaymentEvent, provider: PaymentsPort['driver']): Promise<AfterCommit[]> => {
      const after: AfterCommit[] = [];
      for (const handler of handlers) {
        const then = await handler(tx, event, provider);
        if (then) after.push(then);
      }
      return after;
    },
  };
}
export type PaymentEvents = ReturnType<typeof createPaymentEvents>;
