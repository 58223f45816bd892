import Stripe from 'stripe';
import { AppError, conflict, notFound } from '../../errors.ts';
import type { Clock } from '../clock/port.ts';
import { readStripeSubscription, verifyStripeSignedEvent } from './stripe-events.ts';
import {
  paymentsUnavailable,
  type BalanceCreditRequest,
  type CheckoutRequest,
  type PaymentsPort,
  type PromotionRequest,
} from './port.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another API host (a local stand-in in tests); Stripe's own when unset. */
  apiBase?: string;
  toleranceSeconds: number;
  clock: Clock;
}

function hostOptions(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
}

/** Turns the SDK's failures into ours: a missing object is 404, anything else the provider's fault (503). */
async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing')
      throw notFound('The payment provider does not know this object');
    throw paymentsUnavailable(err);
  }
}

/** A subscription checkout for one recurring price; a teacher's product sends the money on to their account. */
function checkoutParams(r: CheckoutRequest): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'subscription',
    line_items: [
      {
        quantity: r.quantity ?? 1,
        price_data: {
          currency: r.currency,
          unit_amount: r.amountCents,
          recurring: { interval: 'month', interval_count: r.intervalMonths },
          product_data: { name: r.productName },
        },
      },
    ],
    ...(r.customerId ? { customer: r.customerId } : r.customerEmail ? { customer_email: r.customerEmail } : {}),
    // A trial still takes the card at the checkout, so the first charge needs nobody to come back.
    ...(r.trialDays ? { payment_method_collection: 'always' as const } : {}),
    ...(r.promotionCodeId ? { discounts: [{ promotion_code: r.promotionCodeId }] } : {}),
    metadata: r.metadata,
    subscription_data: {
      metadata: r.metadata,
      ...(r.trialDays ? { trial_period_days: r.trialDays } : {}),
      ...(r.connect
        ? { application_fee_percent: r.connect.applicationFeePercent, transfer_data: { destination: r.connect.accountId } }
        : {}),
    },
    success_url: r.successUrl,
    cancel_url: r.cancelUrl,
    ...(r.expiresAt ? { expires_at: Math.floor(r.expiresAt.getTime() / 1000) } : {}),
  };
}

/** A Stripe coupon: the discount and how long it lasts; its limits go on the promotion code customers type. */
const couponParams = (r: PromotionRequest): Stripe.CouponCreateParams => ({
  ...(r.percentOff !== undefined ? { percent_off: r.percentOff } : { amount_off: r.amountOff, currency: r.currency }),
  duration: r.duration,
  ...(r.duration === 'repeating' ? { duration_in_months: r.durationInMonths } : {}),
  name: r.code,
  metadata: r.metadata,
});

const promotionCodeParams = (r: PromotionRequest, coupon: string): Stripe.PromotionCodeCreateParams => ({
  promotion: { type: 'coupon', coupon },
  code: r.code,
  ...(r.maxRedemptions ? { max_redemptions: r.maxRedemptions } : {}),
  ...(r.expiresAt ? { expires_at: Math.floor(r.expiresAt.getTime() / 1000) } : {}),
  metadata: r.metadata,
});

/** A customer balance transaction: Stripe takes a negative amount as credit owed to the customer (ADR 0074). */
const creditBalance = (stripe: Stripe, r: BalanceCreditRequest) =>
  call(async () => {
    const tx = await stripe.customers.createBalanceTransaction(
      r.customerId,
      { amount: -r.amountCents, currency: r.currency, description: r.description },
      { idempotencyKey: r.idempotencyKey },
    );
    return { id: tx.id, balanceCents: tx.ending_balance };
  });

/**
 * Stripe's cancel ends a subscription at once, without proration or a final invoice. It answers one already cancelled
 * as missing, so a missing one is read: an ended subscription is answered as it stands, an unknown one stays 404.
 */
async function cancelSubscription(stripe: Stripe, subscriptionId: string) {
  try {
    return readStripeSubscription(await stripe.subscriptions.cancel(subscriptionId));
  } catch (err) {
    if (!(err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing')) throw err;
    const current = await stripe.subscriptions.retrieve(subscriptionId);
    if (current.status !== 'canceled' && current.status !== 'incomplete_expired') throw err;
    return readStripeSubscription(current);
  }
}

/** Stripe Checkout Sessions, the Billing Portal and Connect (Express accounts, destination charges). */
export function createStripePayments(settings: StripeSettings): PaymentsPort {
  const stripe = new Stripe(settings.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...hostOptions(settings.apiBase) });
  return {
    driver: 'stripe',
    signatureHeader: 'stripe-signature',
    createCheckout: (r) =>
      call(async () => {
        const session = await stripe.checkout.sessions.create(checkoutParams(r), { idempotencyKey: r.idempotencyKey });
        if (!session.url) throw new Error('Stripe answered a checkout session without a url');
        return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
      }),
    createPortal: (r) =>
      call(async () => {
        const session = await stripe.billingPortal.sessions.create(
          { customer: r.customerId, return_url: r.returnUrl },
          { idempotencyKey: r.idempotencyKey },
        );
        return { url: session.url };
      }),
    updateQuantity: (r) =>
      call(async () => {
        const current = await stripe.subscriptions.retrieve(r.subscriptionId);
        if (current.status === 'canceled' || current.status === 'incomplete_expired')
          throw conflict('This subscription has already ended.');
        const item = current.items.data[0];
        if (!item) throw new Error('Stripe answered a subscription without items');
        // Invoiced at once, as the sandbox does: the seats bought are paid for, those given back credited, today.
        const updated = await stripe.subscriptions.update(
          r.subscriptionId,
          { items: [{ id: item.id, quantity: r.quantity }], proration_behavior: 'always_invoice' },
          { idempotencyKey: r.idempotencyKey },
        );
        return readStripeSubscription(updated);
      }),
    cancelSubscription: (subscriptionId) => call(() => cancelSubscription(stripe, subscriptionId)),
    createPromotion: (r) =>
      call(async () => {
        const coupon = await stripe.coupons.create(couponParams(r), { idempotencyKey: `${r.idempotencyKey}:coupon` });
        const code = await stripe.promotionCodes.create(promotionCodeParams(r, coupon.id), {
          idempotencyKey: `${r.idempotencyKey}:code`,
        });
        return { couponId: coupon.id, promotionCodeId: code.id };
      }),
    deactivatePromotion: (id) => call(async () => void (await stripe.promotionCodes.update(id, { active: false }))),
    creditBalance: (r) => creditBalance(stripe, r),
    verifyWebhook: (rawBody, signature) =>
      verifyStripeSignedEvent(rawBody, signature, settings.webhookSecret, settings.toleranceSeconds, settings.clock),
    createConnectedAccount: (r) =>
      call(async () => {
        const account = await stripe.accounts.create(
          {
            type: 'express',
            ...(r.email ? { email: r.email } : {}),
            metadata: r.metadata,
            capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          },
          { idempotencyKey: r.idempotencyKey },
        );
        return { id: account.id, chargesEnabled: account.charges_enabled };
      }),
    createOnboardingLink: (r) =>
      call(async () => {
        const link = await stripe.accountLinks.create(
          { account: r.accountId, refresh_url: r.refreshUrl, return_url: r.returnUrl, type: 'account_onboarding' },
          { idempotencyKey: r.idempotencyKey },
        );
        return { url: link.url };
      }),
    retrieveAccount: (accountId) =>
      call(async () => {
        const account = await stripe.accounts.retrieve(accountId);
        return { id: account.id, chargesEnabled: account.charges_enabled };
      }),
    ping: async () => {
      // A cheap authenticated read: a wrong key or an unreachable Stripe shows in /api/health.
      await call(() => stripe.balance.retrieve());
    },
    sandbox: null,
    close: async () => undefined,
  };
}
