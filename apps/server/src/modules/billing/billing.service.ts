import {
  BILLING_TEXTS,
  PERIOD_MONTHS,
  PLAN_CATALOGUE,
  PLAN_CURRENCY,
  PLAN_FREE_TRIAL_DAYS,
  planPrice,
  ROUTES,
  type SubscriptionRequest,
} from '@parley/contracts';
import type { UserRow } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { hasHadTrial, planProduct } from '../../plugins/free-trials.ts';
import { customerOf } from '../../plugins/payment-customers.ts';
import type { PaymentEvents } from '../../plugins/payment-events.ts';
import type { Clock } from '../../platform/clock/port.ts';
import type { Db } from '../../platform/db/port.ts';
import { withIdempotencyKey } from '../../platform/payments/idempotency.ts';
import type { CheckoutRequest, PaymentsPort } from '../../platform/payments/port.ts';
import { promotionForCheckout, promotionMetadata } from '../coupons/public.ts';
import * as store from './billing.store.ts';
import { PLAN_KIND } from './plan-events.ts';

export interface BillingDeps {
  db: Db;
  payments: PaymentsPort;
  paymentEvents: PaymentEvents;
  clock: Clock;
  publicUrl: string;
}

/** Idempotency keys last this long, so a double click or a retried request opens the same session. */
const KEY_WINDOW_MS = { checkout: 10 * 60_000, portal: 60_000 };

export async function checkout(deps: BillingDeps, user: UserRow, body: SubscriptionRequest) {
  if (body.plan === 'free') throw badRequest('VALIDATION_ERROR', BILLING_TEXTS.freeNotForSale, 'plan');
  // Team's features are an organisation's (ADR 0072): its seats are sold by the company module's checkout.
  if (body.plan === 'team') throw badRequest('VALIDATION_ERROR', BILLING_TEXTS.teamForOrganisations, 'plan');
  if (user.isGuest) throw forbidden(BILLING_TEXTS.guestCannotSubscribe);
  // A plan bought in an account's last days would outlive it (ADR 0079).
  if (user.deletionScheduledAt) throw forbidden(BILLING_TEXTS.deletionScheduled);
  const live = await store.liveSubscriptionsOf(deps.db, user.id);
  // A subscription already set to end may be followed by a new one; two running ones would bill twice.
  if (live.some((s) => !s.cancelAtPeriodEnd)) throw conflict(BILLING_TEXTS.alreadySubscribed);
  const driver = deps.payments.driver;
  const promotion = body.promotion_code
    ? await promotionForCheckout(deps.db, body.promotion_code, driver, deps.clock.now())
    : null;
  const price = planPrice(body.plan, body.period);
  const customerId = await customerOf(deps.db, user.id, driver);
  // "Try it Free" (ADR 0071): a plan's trial once per person; the next checkout of that plan is paid from the start.
  const trial = !(await hasHadTrial(deps.db, user.id, planProduct(body.plan)));
  const request: Omit<CheckoutRequest, 'idempotencyKey'> = {
    amountCents: price.billedCents,
    currency: PLAN_CURRENCY,
    intervalMonths: PERIOD_MONTHS[body.period],
    productName: `Parley ${PLAN_CATALOGUE[body.plan].name}`,
    ...(trial ? { trialDays: PLAN_FREE_TRIAL_DAYS } : {}),
    ...(promotion ? { promotionCodeId: promotion.promotionCodeId } : {}),
    ...(customerId ? { customerId } : user.email ? { customerEmail: user.email } : {}),
    metadata: {
      kind: PLAN_KIND,
      user_id: String(user.id),
      plan: body.plan,
      period: body.period,
      ...(promotion ? promotionMetadata(promotion) : {}),
    },
    successUrl: `${deps.publicUrl}${ROUTES.checkoutSuccess}?plan=${body.plan}`,
    cancelUrl: `${deps.publicUrl}${ROUTES.pricing}`,
  };
  const session = await deps.payments.createCheckout(
    withIdempotencyKey(request, {
      scope: 'plan-checkout',
      clock: deps.clock,
      windowMs: KEY_WINDOW_MS.checkout,
      generation: await store.subscriptionCount(deps.db, user.id),
    }),
  );
  return { checkout_url: session.url };
}

export async function portal(deps: BillingDeps, user: UserRow) {
  const customerId = await customerOf(deps.db, user.id, deps.payments.driver);
  if (!customerId) throw notFound(BILLING_TEXTS.noCustomer);
  const session = await deps.payments.createPortal(
    withIdempotencyKey(
      { customerId, returnUrl: `${deps.publicUrl}${ROUTES.profile}/subscription` },
      { scope: 'plan-portal', clock: deps.clock, windowMs: KEY_WINDOW_MS.portal },
    ),
  );
  return { portal_url: session.url };
}

/**
 * Verifies a provider event and applies it once: the event id is recorded in the same transaction as every
 * handler's changes, so a replay finds it and changes nothing, and a failed handler leaves it for the retry.
 */
export async function receiveWebhook(deps: BillingDeps, provider: string, rawBody: Buffer, signature: string | undefined) {
  if (provider !== deps.payments.driver) throw notFound(BILLING_TEXTS.unknownProvider);
  const event = deps.payments.verifyWebhook(rawBody, signature);
  const driver = deps.payments.driver;
  const outcome = await deps.db.transaction(async (tx) => {
    if (!(await store.recordEvent(tx, driver, event))) return null;
    return deps.paymentEvents.dispatch(tx, event, driver);
  });
  for (const then of outcome ?? []) await then();
  return { received: true as const, duplicate: outcome === null };
}
