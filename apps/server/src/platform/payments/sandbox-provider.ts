import { AppError, conflict, notFound } from '../../errors.ts';
import type { Clock } from '../clock/port.ts';
import type { Db } from '../db/port.ts';
import type { QuantityRequest, SandboxChargeView, SandboxProvider, SandboxSubscriptionView } from './port.ts';
import { addMonths } from '../../shared/add-months.ts';
import { chargeCard } from './sandbox-cards.ts';
import { charge, chargeAmount, chargesOf, countRedemption, discountView, periodCents, prorate } from './sandbox-charges.ts';
import * as store from './sandbox-store.ts';
import { sandboxId, stripeAccount, stripeInvoice, stripeSubscription, type SandboxWebhooks } from './sandbox-webhooks.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const expired = (what: string) => new AppError('NOT_FOUND', `This ${what} has expired. Please go back and start again.`);

const view = (s: store.SubscriptionRow, charges: SandboxChargeView[]): SandboxSubscriptionView => ({
  id: s.id,
  productName: s.price.productName,
  amountCents: periodCents(s.price),
  quantity: s.price.quantity ?? 1,
  currency: s.price.currency,
  intervalMonths: s.price.intervalMonths,
  status: s.status,
  currentPeriodEnd: s.currentPeriodEnd,
  cancelAtPeriodEnd: s.cancelAtPeriodEnd,
  cardLast4: s.cardLast4,
  discount: discountView(s.discount),
  charges,
});

async function viewOf(db: Db, s: store.SubscriptionRow) {
  return view(s, (await chargesOf(db, [s.id])).get(s.id) ?? []);
}

/** Stripe replaces this in a success url with the session's id. */
const withSessionId = (url: string, id: string) => url.replaceAll('{CHECKOUT_SESSION_ID}', id);

interface ProviderDeps {
  db: Db;
  clock: Clock;
  webhooks: SandboxWebhooks;
}

/** The hosted checkout page: shows a session and pays it, which starts the subscription. */
function checkoutPage({ db, clock, webhooks }: ProviderDeps): Pick<SandboxProvider, 'checkout' | 'pay'> {
  async function openCheckout(id: string) {
    const row = await store.checkoutById(db, id);
    if (!row) throw notFound('This checkout does not exist.');
    return row;
  }

  return {
    checkout: async (id) => {
      const row = await openCheckout(id);
      const now = clock.now();
      const status = row.status === 'open' && row.expiresAt <= now ? 'expired' : row.status;
      const firstAt = row.price.trialDays ? new Date(now.getTime() + row.price.trialDays * DAY_MS) : now;
      return {
        id: row.id,
        status,
        productName: row.price.productName,
        amountCents: periodCents(row.price),
        quantity: row.price.quantity ?? 1,
        currency: row.price.currency,
        intervalMonths: row.price.intervalMonths,
        trialDays: row.price.trialDays,
        discount: discountView(row.discount),
        firstChargeCents: chargeAmount(periodCents(row.price), row.discount, now, firstAt, 0).amountCents,
        customerEmail: row.customerEmail,
        cancelUrl: row.cancelUrl,
      };
    },
    pay: async (id, card) => {
      const row = await openCheckout(id);
      if (row.status === 'complete') throw conflict('This checkout is already paid.');
      if (row.expiresAt <= clock.now()) throw expired('checkout');
      const last4 = chargeCard(card, clock);
      const now = clock.now();
      const { trialDays, intervalMonths } = row.price;
      const subscriptionId = sandboxId('sub');
      if (!(await store.completeCheckout(db, row.id, subscriptionId))) throw conflict('This checkout is already paid.');
      const subscription = await store.insertSubscription(db, {
        id: subscriptionId,
        customerId: row.customerId ?? sandboxId('cus'),
        price: row.price,
        metadata: row.metadata,
        status: trialDays ? 'trialing' : 'active',
        currentPeriodEnd: trialDays ? new Date(now.getTime() + trialDays * DAY_MS) : addMonths(now, intervalMonths),
        cardLast4: last4,
        discount: row.discount,
        createdAt: now,
      });
      if (row.discount) await countRedemption(db, row.discount.promotionCodeId);
      // A trial takes the card now and the money when it ends (the sweep); otherwise the first period is paid now.
      const paid = trialDays ? undefined : await charge(db, subscription, now);
      await webhooks.emit('customer.subscription.created', stripeSubscription(subscription));
      if (paid && paid.amountCents > 0) await webhooks.emit('invoice.paid', stripeInvoice(subscription, paid));
      return { redirectUrl: withSessionId(row.successUrl, row.id) };
    },
  };
}

/** The billing portal: a customer's subscriptions, each cancellable at the end of its period. */
function billingPortal({ db, clock, webhooks }: ProviderDeps): Pick<SandboxProvider, 'portal' | 'setCancelAtPeriodEnd'> {
  async function livePortal(id: string) {
    const session = await store.portalSessionById(db, id);
    if (!session) throw notFound('This billing portal session does not exist.');
    if (session.expiresAt <= clock.now()) throw expired('billing portal session');
    return session;
  }

  return {
    portal: async (id) => {
      const session = await livePortal(id);
      const rows = await store.subscriptionsOf(db, session.customerId);
      const charges = await chargesOf(
        db,
        rows.map((r) => r.id),
      );
      return { returnUrl: session.returnUrl, subscriptions: rows.map((r) => view(r, charges.get(r.id) ?? [])) };
    },
    setCancelAtPeriodEnd: async (portalId, subscriptionId, cancel) => {
      const session = await livePortal(portalId);
      const owned = (await store.subscriptionsOf(db, session.customerId)).find((s) => s.id === subscriptionId);
      if (!owned) throw notFound('This subscription does not exist.');
      if (owned.status === 'canceled') throw conflict('This subscription has already ended.');
      if (owned.cancelAtPeriodEnd === cancel) return viewOf(db, owned);
      const changed = (await store.updateSubscription(db, owned.id, { cancelAtPeriodEnd: cancel }))!;
      await webhooks.emit('customer.subscription.updated', stripeSubscription(changed));
      return viewOf(db, changed);
    },
  };
}

/**
 * Seats bought or given back mid-period, prorated at once; a subscription ended at once (an account's erasure). Each
 * change is told by webhook like any other.
 */
function quantities({ db, clock, webhooks }: ProviderDeps) {
  /** Ends it now: no further charge, nothing given back; an ended one is answered as it is. */
  async function cancel(subscriptionId: string): Promise<store.SubscriptionRow> {
    const s = await store.subscriptionById(db, subscriptionId);
    if (!s) throw notFound('The payment provider does not know this subscription');
    if (s.status === 'canceled') return s;
    // Its period ends now. Both writes are conditional on the period end they read, so the sweep cannot renew it
    // after this, and one the sweep renewed or ended meanwhile is read again.
    const now = clock.now();
    const ended = await store.updateSubscription(db, s.id, { status: 'canceled', currentPeriodEnd: now }, s.currentPeriodEnd);
    if (!ended) return cancel(subscriptionId);
    await webhooks.emit('customer.subscription.deleted', stripeSubscription(ended));
    return ended;
  }

  return {
    updateQuantity: async ({ subscriptionId, quantity }: QuantityRequest): Promise<store.SubscriptionRow> => {
      const s = await store.subscriptionById(db, subscriptionId);
      if (!s) throw notFound('The payment provider does not know this subscription');
      if (s.status === 'canceled') throw conflict('This subscription has already ended.');
      // Asking for the quantity it has changes nothing: a retried request charges once.
      if ((s.price.quantity ?? 1) !== quantity) {
        const prorated = await prorate(db, s, quantity, clock.now());
        const changed = (await store.updateSubscription(db, s.id, { price: { ...s.price, quantity } }))!;
        await webhooks.emit('customer.subscription.updated', stripeSubscription(changed));
        if (prorated && prorated.amountCents > 0) await webhooks.emit('invoice.paid', stripeInvoice(changed, prorated));
        return changed;
      }
      return s;
    },
    cancel,
  };
}

/** Connect onboarding: a teacher gives their payout details through a link, which enables charges. */
function onboardingPage({ db, clock, webhooks }: ProviderDeps): Pick<SandboxProvider, 'onboarding' | 'completeOnboarding'> {
  async function liveLink(id: string) {
    const link = await store.accountLinkById(db, id);
    if (!link) throw notFound('This onboarding link does not exist.');
    if (link.expiresAt <= clock.now()) throw expired('onboarding link');
    return link;
  }

  return {
    onboarding: async (linkId) => {
      const link = await liveLink(linkId);
      const account = (await store.accountById(db, link.accountId))!;
      return {
        accountId: account.id,
        email: account.email,
        chargesEnabled: account.chargesEnabled,
        returnUrl: link.returnUrl,
        refreshUrl: link.refreshUrl,
        payoutDetails: account.payoutDetails,
      };
    },
    completeOnboarding: async (linkId, details) => {
      const link = await liveLink(linkId);
      const before = await store.accountById(db, link.accountId);
      const after = await store.enableCharges(db, link.accountId, details);
      if (!before?.chargesEnabled) await webhooks.emit('account.updated', stripeAccount(after));
      return { redirectUrl: link.returnUrl };
    },
  };
}

/** Billing as time passes: subscriptions renew, or end when cancelled at period end, on the worker's timer. */
function renewals(
  { db, clock, webhooks }: ProviderDeps,
  sweepMs: number,
): Pick<SandboxProvider, 'sweep' | 'startWorker'> & { stop(): void } {
  let timer: NodeJS.Timeout | undefined;

  async function renewOrEnd(s: store.SubscriptionRow): Promise<boolean> {
    const now = clock.now();
    const ending = s.cancelAtPeriodEnd;
    // Every period that has begun since: each is charged when it starts (a trial's end starts the first).
    const starts: Date[] = [];
    let periodEnd = s.currentPeriodEnd;
    while (!ending && periodEnd <= now) {
      starts.push(periodEnd);
      periodEnd = addMonths(periodEnd, s.price.intervalMonths);
    }
    // Conditional on the period end we read, so two workers sweeping at once change it once.
    const changed = await store.updateSubscription(
      db,
      s.id,
      ending ? { status: 'canceled' } : { status: 'active', currentPeriodEnd: periodEnd },
      s.currentPeriodEnd,
    );
    if (!changed) return false;
    const paid = [];
    for (const at of starts) paid.push(await charge(db, changed, at));
    await webhooks.emit(ending ? 'customer.subscription.deleted' : 'customer.subscription.updated', stripeSubscription(changed));
    for (const p of paid) if (p.amountCents > 0) await webhooks.emit('invoice.paid', stripeInvoice(changed, p));
    return true;
  }

  async function sweep() {
    let count = 0;
    for (const s of await store.dueSubscriptions(db, clock.now())) if (await renewOrEnd(s)) count += 1;
    return count;
  }

  return {
    sweep,
    startWorker: (onError) => {
      webhooks.work();
      timer = setInterval(() => void sweep().catch(onError), sweepMs);
      timer.unref();
    },
    stop: () => clearInterval(timer),
  };
}

export function createSandboxProvider(deps: ProviderDeps & { sweepMs: number }) {
  return {
    ...checkoutPage(deps),
    ...billingPortal(deps),
    ...quantities(deps),
    ...onboardingPage(deps),
    ...renewals(deps, deps.sweepMs),
  };
}
