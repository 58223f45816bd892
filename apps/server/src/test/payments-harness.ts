import Stripe from 'stripe';
import { ManualClock } from '../platform/clock/port.ts';
import type { CheckoutRequest, DiscountDuration, PaymentsPort, SandboxChargeView } from '../platform/payments/port.ts';
import { createSandboxPayments } from '../platform/payments/sandbox.ts';
import { createStripePayments } from '../platform/payments/stripe.ts';
import { createDbQueue } from '../platform/queue/db-queue.ts';
import { PAYOUT_DETAILS } from './sandbox-payout.ts';
import { startStripeStandIn, type StripeRequest } from './stripe-standin.ts';
import { createTestDatabase } from './test-database.ts';

/** What a checkout asks of the buyer, read from the provider's side: the same shape whichever provider it is. */
export interface CheckoutTerms {
  trialDays: number | null;
  /** The card is taken at the checkout, trial or not. */
  cardTaken: boolean;
  discount: {
    code: string;
    percentOff: number | null;
    amountOff: number | null;
    duration: DiscountDuration;
    durationInMonths: number | null;
  } | null;
}

/**
 * The sandbox's money, which a test can watch as time passes. Stripe's invoices and charges live on Stripe's servers;
 * there the suite checks what Stripe is asked (trial_period_days, discounts), and this is null.
 */
export interface SandboxMoney {
  pay(checkoutUrl: string): Promise<void>;
  /** Moves the clock on to a moment and runs the provider's period-end sweep. */
  advanceTo(at: Date): Promise<void>;
  /** The customer's subscriptions as the provider's billing portal shows them. */
  subscriptions(customerId: string): Promise<{ status: string; charges: SandboxChargeView[] }[]>;
  cancelAtPeriodEnd(customerId: string): Promise<void>;
}

export interface Harness {
  port: PaymentsPort;
  secret: string;
  clock: ManualClock;
  /** What the teacher does on the provider's onboarding pages. */
  finishOnboarding(accountId: string, linkUrl: string): Promise<void>;
  terms(checkoutUrl: string): Promise<CheckoutTerms>;
  /** The units (seats) a checkout sells. */
  quantityOf(checkoutUrl: string): Promise<number>;
  /** Opens a checkout and pays it as its buyer would; answers the subscription's id at the provider. */
  subscribe(request: CheckoutRequest): Promise<string>;
  money: SandboxMoney | null;
  /** What Stripe was asked, in order; null for the sandbox, whose money `money` shows. */
  stripeRequests: StripeRequest[] | null;
  close(): Promise<void>;
}

export const TOLERANCE = 300;
export const START = '2026-03-01T10:00:00Z';
const param = (url: string, name: string) => new URL(url).searchParams.get(name)!;
const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', name: 'Ada Learner' };

export async function sandboxHarness(): Promise<Harness> {
  const database = await createTestDatabase();
  const queue = createDbQueue(database.db, { leaseMs: 30_000, backoffMs: 10_000, closeGraceMs: 1_000, pollMs: 1_000 });
  const clock = new ManualClock(START);
  const secret = 'whsec_sandbox_contract';
  const port = createSandboxPayments({
    db: database.db,
    queue,
    clock,
    publicUrl: 'http://localhost:3000',
    webhookUrl: 'http://127.0.0.1:1/unused',
    webhookSecret: secret,
    toleranceSeconds: TOLERANCE,
    sweepMs: 60_000,
  });
  const sandbox = port.sandbox!;
  const portalOf = async (customerId: string) => {
    const portal = await port.createPortal({ customerId, returnUrl: 'http://x/r', idempotencyKey: `portal-${Math.random()}` });
    return param(portal.url, 'session');
  };
  return {
    port,
    secret,
    clock,
    finishOnboarding: async (_accountId, linkUrl) => {
      await sandbox.completeOnboarding(param(linkUrl, 'link'), PAYOUT_DETAILS);
    },
    quantityOf: async (url) => (await sandbox.checkout(param(url, 'session'))).quantity,
    subscribe: async (request) => {
      const session = await port.createCheckout(request);
      await sandbox.pay(param(session.url, 'session'), CARD);
      const subscriptions = (await sandbox.portal(await portalOf(request.customerId!))).subscriptions;
      return subscriptions.at(-1)!.id;
    },
    terms: async (url) => {
      const view = await sandbox.checkout(param(url, 'session'));
      // The sandbox's checkout page cannot be paid without a card (pay() judges one), trial or not.
      return { trialDays: view.trialDays, cardTaken: true, discount: view.discount };
    },
    money: {
      pay: async (url) => void (await sandbox.pay(param(url, 'session'), CARD)),
      advanceTo: async (at) => {
        clock.set(at);
        await sandbox.sweep();
      },
      subscriptions: async (customerId) => (await sandbox.portal(await portalOf(customerId))).subscriptions,
      cancelAtPeriodEnd: async (customerId) => {
        const portal = await portalOf(customerId);
        for (const s of (await sandbox.portal(portal)).subscriptions) await sandbox.setCancelAtPeriodEnd(portal, s.id, true);
      },
    },
    stripeRequests: null,
    close: async () => {
      await port.close();
      await queue.close();
      await database.close();
    },
  };
}

/** Reads a checkout's terms from what Stripe was asked: the session, and the coupon behind its promotion code. */
function stripeTerms(seen: StripeRequest[], checkoutUrl: string): CheckoutTerms {
  const id = checkoutUrl.split('/').at(-1);
  const index = seen.findIndex((r) => r.path === '/v1/checkout/sessions' && r.reply === id);
  const form = seen[index]!.form;
  const promo = form['discounts[0][promotion_code]'];
  const codeAt = seen.findIndex((r) => r.path === '/v1/promotion_codes' && r.reply === promo);
  const code = seen[codeAt]?.form;
  const coupon = seen.find((r) => r.path === '/v1/coupons' && r.reply === code?.['promotion[coupon]'])?.form;
  const number = (v: string | undefined) => (v === undefined ? null : Number(v));
  return {
    trialDays: number(form['subscription_data[trial_period_days]']),
    cardTaken: form.payment_method_collection !== 'if_required',
    discount:
      coupon && code
        ? {
            code: code.code!,
            percentOff: number(coupon.percent_off),
            amountOff: number(coupon.amount_off),
            duration: coupon.duration as DiscountDuration,
            durationInMonths: number(coupon.duration_in_months),
          }
        : null,
  };
}

export async function stripeHarness(): Promise<Harness> {
  const standIn = await startStripeStandIn();
  const clock = new ManualClock(START);
  const secret = 'whsec_stripe_contract';
  const port = createStripePayments({
    secretKey: 'sk_test_contract',
    webhookSecret: secret,
    apiBase: standIn.url,
    toleranceSeconds: TOLERANCE,
    clock,
  });
  return {
    port,
    secret,
    clock,
    finishOnboarding: async (accountId) => standIn.enableCharges(accountId),
    terms: async (url) => stripeTerms(standIn.seen, url),
    quantityOf: async (url) => {
      const id = url.split('/').at(-1);
      return Number(
        standIn.seen.find((r) => r.path === '/v1/checkout/sessions' && r.reply === id)!.form['line_items[0][quantity]'],
      );
    },
    subscribe: async (request) => {
      await port.createCheckout(request);
      return standIn.addSubscription({ customer: request.customerId!, quantity: request.quantity ?? 1 });
    },
    money: null,
    stripeRequests: standIn.seen,
    close: () => standIn.close(),
  };
}

export const HARNESSES = [
  ['sandbox', sandboxHarness],
  ['stripe', stripeHarness],
] as const;

export const checkout = (key: string): CheckoutRequest => ({
  amountCents: 4200,
  currency: 'usd',
  intervalMonths: 6,
  productName: 'Parley Basic',
  metadata: { kind: 'plan', user_id: '7', plan: 'basic', period: '6_month' },
  successUrl: 'http://localhost:3000/checkout/success',
  cancelUrl: 'http://localhost:3000/pricing',
  idempotencyKey: key,
});

export const unix = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

export function signed(h: Harness, event: object, opts: { secret?: string; at?: number } = {}) {
  const body = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: opts.secret ?? h.secret,
    timestamp: opts.at ?? unix(h.clock.now().toISOString()),
  });
  return { body, header };
}
