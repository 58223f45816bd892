import { z } from 'zod';
import type { ProviderCredit, ProviderInvoice } from './port.ts';

const metadataSchema = z
  .record(z.string(), z.string())
  .nullish()
  .transform((m) => m ?? {});
const idOf = z.union([z.string(), z.object({ id: z.string() })]).transform((v) => (typeof v === 'string' ? v : v.id));
const subscriptionDetails = z.object({ subscription: idOf.nullish(), metadata: metadataSchema }).nullish();

// Since API version 2025-03-31 an invoice names its subscription under parent.subscription_details; older ones on top.
const invoiceSchema = z.object({
  id: z.string(),
  customer: idOf,
  amount_paid: z.number().int(),
  currency: z.string(),
  subscription: idOf.nullish(),
  subscription_details: subscriptionDetails,
  parent: z.object({ subscription_details: subscriptionDetails }).nullish(),
  status_transitions: z.object({ paid_at: z.number().int().nullish() }).nullish(),
});

const creditSchema = z.object({
  id: z.string(),
  invoice: idOf,
  customer: idOf,
  total: z.number().int(),
  currency: z.string(),
});

/**
 * A Stripe-shaped paid invoice (Stripe's own, or the sandbox's) as the port's; `created` when it carries no paid_at.
 * Undefined for one it cannot read: only commissions read invoices, and a refusal would have the provider retry for days.
 */
export function readStripeInvoice(raw: unknown, created: Date): ProviderInvoice | undefined {
  const parsed = invoiceSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const i = parsed.data;
  const details = i.parent?.subscription_details ?? i.subscription_details;
  const paidAt = i.status_transitions?.paid_at;
  return {
    id: i.id,
    customerId: i.customer,
    subscriptionId: details?.subscription ?? i.subscription ?? null,
    subscriptionMetadata: details?.metadata ?? {},
    amountPaidCents: i.amount_paid,
    currency: i.currency,
    paidAt: paidAt ? new Date(paidAt * 1000) : created,
  };
}

/** A Stripe-shaped credit note: the total given back (refunded or credited) on one invoice. */
export function readStripeCredit(raw: unknown): ProviderCredit | undefined {
  const parsed = creditSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const c = parsed.data;
  return { id: c.id, invoiceId: c.invoice, customerId: c.customer, amountCents: c.total, currency: c.currency };
}
