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
