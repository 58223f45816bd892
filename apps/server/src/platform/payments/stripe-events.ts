import Stripe from 'stripe';
import { z } from 'zod';
import type { Clock } from '../clock/port.ts';
import {
  SUBSCRIPTION_STATUSES,
  webhookInvalid,
  type PaymentEvent,
  type PaymentEventType,
  type ProviderSubscription,
} from './port.ts';
import { readStripeCredit, readStripeInvoice } from './stripe-invoices.ts';

const metadataSchema = z
  .record(z.string(), z.string())
  .nullish()
  .transform((m) => m ?? {});
const idOf = z.union([z.string(), z.object({ id: z.string() })]).transform((v) => (typeof v === 'string' ? v : v.id));
const seconds = z
  .number()
  .int()
  .transform((s) => new Date(s * 1000));

// Since API version 2025-03-31 the period end lives on the subscription's items; older payloads carry it on top.
const subscriptionSchema = z.object({
  id: z.string(),
  customer: idOf,
  status: z.enum(SUBSCRIPTION_STATUSES),
  metadata: metadataSchema,
  cancel_at_period_end: z.boolean(),
  current_period_end: seconds.nullish(),
  items: z
    .object({ data: z.array(z.object({ current_period_end: seconds.nullish(), quantity: z.number().int().nullish() })) })
    .nullish(),
});
const accountSchema = z.object({ id: z.string(), charges_enabled: z.boolean() });
const eventSchema = z.object({
  id: z.string(),
  type: z.string(),
  created: seconds,
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const TYPES: Record<string, PaymentEventType> = {
  'customer.subscription.created': 'subscription.created',
  'customer.subscription.updated': 'subscription.updated',
  'customer.subscription.deleted': 'subscription.deleted',
  'account.updated': 'account.updated',
  'invoice.paid': 'invoice.paid',
  'credit_note.created': 'invoice.credited',
};

/** A Stripe-shaped subscription (in an event, or the API's answer) as the port's; one item carries the price. */
function subscriptionOf(s: z.infer<typeof subscriptionSchema>): ProviderSubscription {
  const item = s.items?.data[0];
  return {
    id: s.id,
    customerId: s.customer,
    status: s.status,
    metadata: s.metadata,
    currentPeriodEnd: item?.current_period_end ?? s.current_period_end ?? null,
    cancelAtPeriodEnd: s.cancel_at_period_end,
    quantity: item?.quantity ?? 1,
  };
}

/** Reads a subscription the provider's API answered; a malformed one is the provider's fault. */
export function readStripeSubscription(raw: unknown): ProviderSubscription {
  return subscriptionOf(subscriptionSchema.parse(raw));
}

/** Maps a Stripe-shaped event (Stripe's own, or the sandbox's) onto the port's event. */
export function normalizeStripeEvent(raw: unknown): PaymentEvent {
  const parsed = eventSchema.safeParse(raw);
  if (!parsed.success) throw webhookInvalid('the body is not an event');
  const { id, type: providerType, created, data } = parsed.data;
  const type = TYPES[providerType] ?? 'other';
  const event: PaymentEvent = { id, type, providerType, created };
  const object = data.object;
  if (type.startsWith('subscription.')) {
    const s = subscriptionSchema.safeParse(object);
    if (!s.success) throw webhookInvalid('the subscription in the event is malformed');
    event.subscription = subscriptionOf(s.data);
  } else if (type === 'account.updated') {
    const a = accountSchema.safeParse(object);
    if (!a.success) throw webhookInvalid('the account in the event is malformed');
    event.account = { id: a.data.id, chargesEnabled: a.data.charges_enabled };
  } else if (type === 'invoice.paid' || type === 'invoice.credited') {
    const invoice = type === 'invoice.paid' ? readStripeInvoice(object, created) : undefined;
    const credit = type === 'invoice.credited' ? readStripeCredit(object) : undefined;
    if (invoice) event.invoice = invoice;
    else if (credit) event.credit = credit;
    // One it cannot read is recorded and acted on by no one (stripe-invoices.ts).
    else event.type = 'other';
  }
  return event;
}

/**
 * Verifies Stripe's signature scheme (`t=…,v1=…`, HMAC-SHA256 of "t.body") with Stripe's own code, the age measured
 * on our clock, then normalizes. The sandbox signs the same way, so both take this path.
 */
export function verifyStripeSignedEvent(
  rawBody: Buffer | string,
  signature: string | undefined,
  secret: string,
  toleranceSeconds: number,
  clock: Clock,
): PaymentEvent {
  if (!signature) throw webhookInvalid('the signature header is missing');
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret, toleranceSeconds, undefined, clock.now().getTime());
  } catch (err) {
    throw webhookInvalid(
      err instanceof Error && /tolerance/i.test(err.message) ? 'the signature is too old' : 'the signature does not match',
    );
  }
  return normalizeStripeEvent(event);
}

/** Signs a body the way Stripe does (the sandbox's sender, and tests). */
export const signStripePayload = (payload: string, secret: string, clock: Clock) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(clock.now().getTime() / 1000) });
