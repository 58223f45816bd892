import {
  BILLING_TEXTS,
  COMPANY_SUBSCRIPTION_KIND,
  COMPANY_TEXTS as T,
  PERIOD_MONTHS,
  PLAN_CURRENCY,
  PLAN_FREE_TRIAL_DAYS,
  planPrice,
  type BillingPeriod,
} from '@parley/contracts';
import type { UserRow } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { hasHadTrial, planProduct } from '../../plugins/free-trials.ts';
import type { PaymentsPort } from '../../platform/payments/port.ts';
import { withIdempotencyKey } from '../../platform/payments/idempotency.ts';
import { promotionForCheckout, promotionMetadata } from '../coupons/public.ts';
import type { Caller, CompanyDeps } from './company-deps.ts';
import { applyCompanySubscription } from './company-events.ts';
import { administered, dashboardOf } from './company.service.ts';
import * as store from './company.store.ts';

export type SeatsDeps = CompanyDeps & { payments: PaymentsPort };

/** Idempotency keys last this long, so a double click or a retried request opens the same session. */
const KEY_WINDOW_MS = { checkout: 10 * 60_000, portal: 60_000 };

const seatsTooFew = () => badRequest('VALIDATION_ERROR', T.seatsTooFew, 'seats');

/**
 * The Team checkout: a quantity of seats at the Team price each, with the plan's 7-day trial if the buyer has not had
 * Team's (one trial per person per plan, ADR 0071) and a promotion code judged as a plan checkout judges it. The seats
 * start when the provider's event says the subscription does, never on the way back from the checkout page.
 */
export async function checkout(
  deps: SeatsDeps,
  user: Caller & Pick<UserRow, 'deletionScheduledAt'>,
  body: { seats: number; period: BillingPeriod; promotion_code?: string | undefined },
) {
  // Seats bought in the buyer's last days would be charged to an organisation they leave (ADR 0079).
  if (user.deletionScheduledAt) throw forbidden(BILLING_TEXTS.deletionScheduled);
  const company = await administered(deps.db, user.id);
  if (await store.liveSubscriptionOf(deps.db, company.id)) throw conflict(T.alreadySubscribed);
  if (body.seats < (await store.memberCount(deps.db, company.id))) throw seatsTooFew();
  const promotion = body.promotion_code
    ? await promotionForCheckout(deps.db, body.promotion_code, deps.payments.driver, deps.clock.now())
    : null;
  const customerId = await store.customerOfCompany(deps.db, company.id, deps.payments.driver);
  const trial = !(await hasHadTrial(deps.db, user.id, planProduct('team')));
  const session = await deps.payments.createCheckout(
    withIdempotencyKey(
      {
        amountCents: planPrice('team', body.period).billedCents,
        quantity: body.seats,
        currency: PLAN_CURRENCY,
        intervalMonths: PERIOD_MONTHS[body.period],
        productName: `Parley Team for ${company.name}`,
        ...(trial ? { trialDays: PLAN_FREE_TRIAL_DAYS } : {}),
        ...(promotion ? { promotionCodeId: promotion.promotionCodeId } : {}),
        ...(customerId ? { customerId } : { customerEmail: company.billingEmail }),
        metadata: {
          kind: COMPANY_SUBSCRIPTION_KIND,
          company_id: String(company.id),
          user_id: String(user.id),
          period: body.period,
          ...(promotion ? promotionMetadata(promotion) : {}),
        },
        successUrl: `${deps.publicUrl}/company/account?checkout=success`,
        cancelUrl: `${deps.publicUrl}/company/account`,
      },
      {
        scope: 'company-checkout',
        clock: deps.clock,
        windowMs: KEY_WINDOW_MS.checkout,
        generation: await store.subscriptionCountOf(deps.db, company.id),
      },
    ),
  );
  return { checkout_url: session.url };
}

/**
 * More or fewer seats on the live subscription, never fewer than the members holding them. The provider prorates;
 * its answer is applied at once (the event that follows says the same and changes nothing). The provider is called
 * outside any transaction: its own writes (the sandbox's) must not wait on ours.
 */
export async function setSeats(deps: SeatsDeps, user: Caller, seats: number) {
  const company = await administered(deps.db, user.id);
  const live = await store.liveSubscriptionOf(deps.db, company.id);
  if (!live) throw conflict(T.notSubscribed);
  if (seats < (await store.memberCount(deps.db, company.id))) throw seatsTooFew();
  const subscription = await deps.payments.updateQuantity({
    subscriptionId: live.providerId,
    quantity: seats,
    idempotencyKey: `company-seats:${live.providerId}:${seats}:${live.eventAt.getTime()}`,
  });
  // As of this second, the resolution of the provider's event times: its event for this very change, and any later
  // one, still applies; an older one arriving late does not undo it.
  const second = new Date(Math.floor(deps.clock.now().getTime() / 1000) * 1000);
  const at = second > live.eventAt ? second : live.eventAt;
  const changed = await deps.db.transaction((tx) =>
    applyCompanySubscription(tx, live.provider, subscription, at, subscription.status),
  );
  for (const userId of changed) await deps.domain.publish('auth.changed', { userId });
  return dashboardOf(deps, { ...company, seats: subscription.quantity });
}

export async function portal(deps: SeatsDeps, user: Caller) {
  const company = await administered(deps.db, user.id);
  const customerId = await store.customerOfCompany(deps.db, company.id, deps.payments.driver);
  if (!customerId) throw notFound(T.noBilling);
  const session = await deps.payments.createPortal(
    withIdempotencyKey(
      { customerId, returnUrl: `${deps.publicUrl}/company/account` },
      { scope: 'company-portal', clock: deps.clock, windowMs: KEY_WINDOW_MS.portal },
    ),
  );
  return { portal_url: session.url };
}
