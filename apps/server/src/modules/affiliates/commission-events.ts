import {
  AFFILIATE_COMMISSION_MONTHS,
  AFFILIATE_COMMISSION_PERCENT,
  AFFILIATE_HOLD_DAYS,
  PARTNER_ROLE_NAME,
} from '@parley/contracts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { PaymentEventHandler } from '../../plugins/payment-events.ts';
import type { Db } from '../../platform/db/port.ts';
import type { ProviderCredit, ProviderInvoice } from '../../platform/payments/port.ts';
import { addMonths } from '../../shared/add-months.ts';
import * as store from './affiliates.store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A learner's plan subscription (the billing module's checkout metadata); teachers' products and seats are not. */
const planMetadataSchema = z.object({ kind: z.literal('plan'), user_id: z.coerce.number().int().positive() });

/**
 * Commission records from the provider's money events (ADR 0076): a paid invoice of an attributed member's plan earns
 * its affiliate a share, within the months from the member's first payment; a credit note takes back the same share of
 * what it gives back. Records are keyed by the provider's invoice and credit-note ids, so a replayed or repeated event
 * counts once; a credit note that comes before its invoice waits for it.
 */
export function commissionEventHandler(): PaymentEventHandler {
  return async (tx, event, provider) => {
    if (event.type === 'invoice.paid' && event.invoice) await invoicePaid(tx, event.invoice, provider);
    if (event.type === 'invoice.credited' && event.credit) await invoiceCredited(tx, event.credit, provider, event.created);
  };
}

/**
 * An invoice's paid event and its credit note's may be handled at once (two deliveries, two connections): each would
 * see nothing of the other, the credit waiting for a commission that never looks for it. One lock per invoice orders them.
 */
const lockInvoice = (tx: Db, provider: store.Provider, invoiceId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${provider}:${invoiceId}`}))`);

async function invoicePaid(tx: Db, invoice: ProviderInvoice, provider: store.Provider) {
  const meta = planMetadataSchema.safeParse(invoice.subscriptionMetadata);
  // A trial's invoice, or one wholly discounted, earns nothing.
  if (!meta.success || invoice.amountPaidCents <= 0) return;
  await lockInvoice(tx, provider, invoice.id);
  const memberId = meta.data.user_id;
  const referral = await store.referralOf(tx, memberId);
  if (!referral || !(await store.isAffiliateNow(tx, referral.affiliateId, PARTNER_ROLE_NAME))) return;
  const first = await store.firstPaymentOf(tx, memberId);
  if (first && invoice.paidAt >= addMonths(first, AFFILIATE_COMMISSION_MONTHS)) return;
  const inserted = await store.insertRecord(tx, {
    affiliateId: referral.affiliateId,
    memberId,
    memberNumber: referral.memberNumber,
    kind: 'commission',
    provider,
    sourceId: invoice.id,
    invoiceId: invoice.id,
    amountCents: Math.round((invoice.amountPaidCents * AFFILIATE_COMMISSION_PERCENT) / 100),
    baseCents: invoice.amountPaidCents,
    currency: invoice.currency,
    occurredAt: invoice.paidAt,
    approvedAt: new Date(invoice.paidAt.getTime() + AFFILIATE_HOLD_DAYS * DAY_MS),
  });
  if (!inserted) return;
  for (const waiting of await store.waitingCreditsFor(tx, provider, invoice.id)) {
    const credit = { id: waiting.creditId, invoiceId: waiting.invoiceId, amountCents: waiting.amountCents };
    await reverse(tx, provider, credit, waiting.createdAt);
  }
}

async function invoiceCredited(tx: Db, credit: ProviderCredit, provider: store.Provider, at: Date) {
  if (credit.amountCents <= 0) return;
  await lockInvoice(tx, provider, credit.invoiceId);
  if (await reverse(tx, provider, credit, at)) return;
  await store.keepWaitingCredit(tx, {
    provider,
    creditId: credit.id,
    invoiceId: credit.invoiceId,
    amountCents: credit.amountCents,
    currency: credit.currency,
    createdAt: at,
  });
}

/**
 * Takes back the commission's share of the credit, never more than is left of it (a paid commission's reversal is
 * taken off the next payout). False when the invoice earned no commission (yet).
 */
async function reverse(
  tx: Db,
  provider: store.Provider,
  credit: Pick<ProviderCredit, 'id' | 'invoiceId' | 'amountCents'>,
  at: Date,
): Promise<boolean> {
  const commission = await store.commissionForInvoice(tx, provider, credit.invoiceId);
  if (!commission) return false;
  const share = Math.round((commission.amountCents * Math.min(credit.amountCents, commission.baseCents)) / commission.baseCents);
  const left = commission.amountCents + (await store.reversedOf(tx, provider, credit.invoiceId));
  const amount = Math.min(share, left);
  if (amount <= 0) return true;
  await store.insertRecord(tx, {
    affiliateId: commission.affiliateId,
    memberId: commission.memberId,
    memberNumber: commission.memberNumber,
    kind: 'reversal',
    provider,
    sourceId: credit.id,
    invoiceId: credit.invoiceId,
    amountCents: -amount,
    baseCents: -credit.amountCents,
    currency: commission.currency,
    occurredAt: at,
    // Taken back alongside its commission: pending while that is, due at once after.
    approvedAt: commission.approvedAt > at ? commission.approvedAt : at,
  });
  return true;
}
