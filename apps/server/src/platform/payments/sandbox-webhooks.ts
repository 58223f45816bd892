import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Clock } from '../clock/port.ts';
import type { JobQueuePort } from '../queue/port.ts';
import type { AccountRow, SubscriptionRow } from './sandbox-store.ts';
import { signStripePayload } from './stripe-events.ts';

export const SANDBOX_WEBHOOK_JOB = 'payments.sandbox.webhook';
/** With the queue's doubling backoff from 10 s, the last try comes about ten minutes after the first. */
const DELIVERY_ATTEMPTS = 7;
const DELIVERY_TIMEOUT_MS = 10_000;
export const SANDBOX_HEADER = 'parley-sandbox-signature';

export const sandboxId = (prefix: string) => `${prefix}_sb_${randomBytes(12).toString('hex')}`;
const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/** The sandbox's objects in Stripe's shape, so one normalizer reads both providers' events. */
export const stripeSubscription = (s: SubscriptionRow) => ({
  id: s.id,
  object: 'subscription',
  customer: s.customerId,
  status: s.status,
  metadata: s.metadata,
  cancel_at_period_end: s.cancelAtPeriodEnd,
  items: {
    object: 'list',
    data: [{ object: 'subscription_item', current_period_end: unix(s.currentPeriodEnd), quantity: s.price.quantity ?? 1 }],
  },
});
/**
 * A charge as Stripe's paid invoice of the subscription, in the current API's shape (parent.subscription_details).
 * The invoice takes the charge's id, one invoice per charge; a credit (a negative proration) is not an invoice.
 */
export const stripeInvoice = (s: SubscriptionRow, charge: { id: string; amountCents: number; createdAt: Date }) => ({
  id: charge.id.replace(/^ch_/, 'in_'),
  object: 'invoice',
  customer: s.customerId,
  amount_paid: charge.amountCents,
  currency: s.price.currency,
  status: 'paid',
  parent: { type: 'subscription_details', subscription_details: { subscription: s.id, metadata: s.metadata } },
  status_transitions: { paid_at: unix(charge.createdAt) },
});
export const stripeAccount = (a: AccountRow) => ({ id: a.id, object: 'account', charges_enabled: a.chargesEnabled });

const jobSchema = z.object({ body: z.string() });

export interface SandboxWebhooks {
  /** Queues one event; it is signed when sent, so a retry carries a fresh timestamp but the same event id. */
  emit(type: string, object: Record<string, unknown>): Promise<void>;
  /** Worker role: posts queued events to our webhook endpoint; a failed post is retried by the queue. */
  work(): void;
}

export function createSandboxWebhooks(settings: {
  queue: JobQueuePort;
  clock: Clock;
  secret: string;
  webhookUrl: string;
}): SandboxWebhooks {
  const { queue, clock, secret, webhookUrl } = settings;
  return {
    emit: async (type, object) => {
      const id = sandboxId('evt');
      const body = JSON.stringify({ id, object: 'event', type, created: unix(clock.now()), data: { object } });
      await queue.enqueue(SANDBOX_WEBHOOK_JOB, { body }, { key: id, attempts: DELIVERY_ATTEMPTS });
    },
    work: () =>
      queue.work(SANDBOX_WEBHOOK_JOB, async (job) => {
        const { body } = jobSchema.parse(job.payload);
        const res = await fetch(webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SANDBOX_HEADER]: signStripePayload(body, secret, clock) },
          body,
          signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
        });
        if (!res.ok) throw new Error(`the webhook endpoint answered ${res.status}`);
      }),
  };
}
