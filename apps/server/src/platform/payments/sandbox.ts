import { notFound } from '../../errors.ts';
import { sandboxAccountLinks, sandboxAccounts, sandboxCheckouts, sandboxPortalSessions } from '../../db/schema/index.ts';
import type { Clock } from '../clock/port.ts';
import type { Db } from '../db/port.ts';
import type { JobQueuePort } from '../queue/port.ts';
import type { PaymentsPort } from './port.ts';
import { createPromotion, deactivate, discountFor } from './sandbox-charges.ts';
import { creditBalance } from './sandbox-balance.ts';
import { createSandboxProvider } from './sandbox-provider.ts';
import { accountById, insertOnce } from './sandbox-store.ts';
import { createSandboxWebhooks, SANDBOX_HEADER, sandboxId, stripeSubscription } from './sandbox-webhooks.ts';
import { readStripeSubscription, verifyStripeSignedEvent } from './stripe-events.ts';

export interface SandboxSettings {
  db: Db;
  queue: JobQueuePort;
  clock: Clock;
  /** Where the sandbox's pages are served (the web app). */
  publicUrl: string;
  /** Our own webhook endpoint, which the sandbox posts its events to. */
  webhookUrl: string;
  webhookSecret: string;
  toleranceSeconds: number;
  sweepMs: number;
}

const HOUR_MS = 60 * 60 * 1000;
/** Stripe's lifetimes: a checkout session lasts a day; portal sessions and onboarding links are short-lived. */
export const SANDBOX_LIFETIMES = { checkoutMs: 24 * HOUR_MS, portalMs: HOUR_MS, accountLinkMs: HOUR_MS } as const;

const pageUrl = (publicUrl: string, path: string, query: Record<string, string>) =>
  `${publicUrl}${path}?${new URLSearchParams(query)}`;

async function knownAccount(db: Db, accountId: string) {
  const row = await accountById(db, accountId);
  if (!row) throw notFound('The payment provider does not know this account');
  return row;
}

/** The default provider: Stripe's flow, served by us (docs/decisions/0027-payments-port-and-sandbox.md). */
export function createSandboxPayments(settings: SandboxSettings): PaymentsPort {
  const { db, clock, publicUrl } = settings;
  const webhooks = createSandboxWebhooks({ ...settings, secret: settings.webhookSecret });
  const later = (ms: number) => new Date(clock.now().getTime() + ms);
  const provider = createSandboxProvider({ ...settings, webhooks });

  return {
    driver: 'sandbox',
    signatureHeader: SANDBOX_HEADER,
    sandbox: provider,
    createCheckout: async (r) => {
      const row = await insertOnce(db, sandboxCheckouts, {
        id: sandboxId('cs'),
        idempotencyKey: r.idempotencyKey,
        price: {
          productName: r.productName,
          amountCents: r.amountCents,
          quantity: r.quantity ?? 1,
          currency: r.currency,
          intervalMonths: r.intervalMonths,
          trialDays: r.trialDays ?? null,
          connect: r.connect ?? null,
        },
        customerId: r.customerId ?? null,
        customerEmail: r.customerEmail ?? null,
        metadata: r.metadata,
        discount: r.promotionCodeId ? await discountFor(db, r.promotionCodeId, clock.now()) : null,
        successUrl: r.successUrl,
        cancelUrl: r.cancelUrl,
        createdAt: clock.now(),
        expiresAt: r.expiresAt ?? later(SANDBOX_LIFETIMES.checkoutMs),
      });
      return { id: row.id, url: pageUrl(publicUrl, '/payment', { session: row.id }), expiresAt: row.expiresAt };
    },
    createPortal: async (r) => {
      const row = await insertOnce(db, sandboxPortalSessions, {
        id: sandboxId('bps'),
        idempotencyKey: r.idempotencyKey,
        customerId: r.customerId,
        returnUrl: r.returnUrl,
        expiresAt: later(SANDBOX_LIFETIMES.portalMs),
      });
      return { url: pageUrl(publicUrl, '/subscription', { session: row.id }) };
    },
    updateQuantity: async (r) => readStripeSubscription(stripeSubscription(await provider.updateQuantity(r))),
    cancelSubscription: async (id) => readStripeSubscription(stripeSubscription(await provider.cancel(id))),
    createPromotion: (r) => createPromotion(db, clock, r),
    deactivatePromotion: (id) => deactivate(db, id),
    creditBalance: (r) => creditBalance(db, clock, r),
    verifyWebhook: (rawBody, signature) =>
      verifyStripeSignedEvent(rawBody, signature, settings.webhookSecret, settings.toleranceSeconds, clock),
    createConnectedAccount: async (r) => {
      const row = await insertOnce(db, sandboxAccounts, {
        id: sandboxId('acct'),
        idempotencyKey: r.idempotencyKey,
        email: r.email ?? null,
        metadata: r.metadata,
        createdAt: clock.now(),
      });
      return { id: row.id, chargesEnabled: row.chargesEnabled };
    },
    createOnboardingLink: async (r) => {
      await knownAccount(db, r.accountId);
      const row = await insertOnce(db, sandboxAccountLinks, {
        id: sandboxId('al'),
        idempotencyKey: r.idempotencyKey,
        accountId: r.accountId,
        refreshUrl: r.refreshUrl,
        returnUrl: r.returnUrl,
        expiresAt: later(SANDBOX_LIFETIMES.accountLinkMs),
      });
      return { url: pageUrl(publicUrl, '/payment/connect', { link: row.id }) };
    },
    retrieveAccount: async (accountId) => {
      const row = await knownAccount(db, accountId);
      return { id: row.id, chargesEnabled: row.chargesEnabled };
    },
    ping: async () => undefined,
    close: async () => provider.stop(),
  };
}
