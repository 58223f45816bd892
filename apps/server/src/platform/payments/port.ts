import { AppError } from '../../errors.ts';

/** Metadata travels with a checkout onto the subscription it creates and back in every event about it. */
export type PaymentMetadata = Record<string, string>;

/** A recurring price bought through the provider's hosted checkout page. */
export interface CheckoutRequest {
  /** Charged every interval, in the currency's smallest unit. */
  amountCents: number;
  /** ISO 4217, lower case ("usd"). */
  currency: string;
  intervalMonths: 1 | 6;
  /** The line the buyer sees on the checkout page and in the portal. */
  productName: string;
  /** Units of the price bought (a company's seats): `amountCents` is each one's; 1 when absent. */
  quantity?: number;
  /** Days free before the first charge; the card is still taken at the checkout. */
  trialDays?: number;
  /** A promotion code made by createPromotion: its discount applies to the subscription's charges. */
  promotionCodeId?: string;
  /** A teacher's product: the money goes to their connected account, the platform keeps the fee. */
  connect?: { accountId: string; applicationFeePercent: number };
  /** Reuse a customer from an earlier subscription, so one portal shows them all. */
  customerId?: string;
  customerEmail?: string;
  metadata: PaymentMetadata;
  successUrl: string;
  cancelUrl: string;
  /** The same key answers the same session, so a retried request never opens a second one. */
  idempotencyKey: string;
  /** When the session closes unpaid, 30 minutes to 24 hours ahead (Stripe's range); the provider's default is a day. */
  expiresAt?: Date;
}

export interface CheckoutSession {
  id: string;
  url: string;
  /** After this the session can no longer be paid. */
  expiresAt: Date;
}

export interface PortalRequest {
  customerId: string;
  returnUrl: string;
  idempotencyKey: string;
}

export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  metadata: PaymentMetadata;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** Units of the price (a company's seats). */
  quantity: number;
}

/** A subscription's new quantity; the rest of the current period is charged or credited at once (proration). */
export interface QuantityRequest {
  subscriptionId: string;
  quantity: number;
  idempotencyKey: string;
}

/** A teacher's payout account; money can be taken for it only once charges are enabled. */
export interface ConnectedAccount {
  id: string;
  chargesEnabled: boolean;
}

export interface ConnectedAccountRequest {
  email?: string;
  metadata: PaymentMetadata;
  idempotencyKey: string;
}

export interface OnboardingLinkRequest {
  accountId: string;
  /** Where the provider sends the teacher back when the link has expired or was used. */
  refreshUrl: string;
  returnUrl: string;
  idempotencyKey: string;
}

export type DiscountDuration = 'once' | 'repeating' | 'forever';

/**
 * A coupon and the customer-facing promotion code for it (Stripe keeps the two apart; one code per coupon here).
 * Exactly one of percentOff and amountOff.
 */
export interface PromotionRequest {
  /** Letters and digits, as Stripe allows. */
  code: string;
  percentOff?: number;
  /** Cents, in currency. */
  amountOff?: number;
  currency?: string;
  duration: DiscountDuration;
  /** Only for repeating: how many months from the subscription's start the discount lasts. */
  durationInMonths?: number;
  maxRedemptions?: number;
  expiresAt?: Date;
  metadata: PaymentMetadata;
  idempotencyKey: string;
}

export interface Promotion {
  couponId: string;
  promotionCodeId: string;
}

/** Money owed to a customer, taken off their next charges before their card (Stripe's customer balance; ADR 0074). */
export interface BalanceCreditRequest {
  customerId: string;
  /** Positive, in the currency's smallest unit. */
  amountCents: number;
  currency: string;
  /** Shown to the customer beside the credit. */
  description: string;
  /** The same key answers the same credit, so a replayed event never credits twice. */
  idempotencyKey: string;
}

export interface BalanceCredit {
  id: string;
  /** The customer's balance after it, Stripe's sign: negative is credit owed to the customer. */
  balanceCents: number;
}

/**
 * Subscriptions and accounts are what plans act on: a plan starts with its subscription's event, not the checkout's.
 * Paid invoices and credit notes carry the money itself (affiliate commissions, ADR 0076).
 */
export type PaymentEventType =
  | 'subscription.created'
  | 'subscription.updated'
  | 'subscription.deleted'
  | 'account.updated'
  | 'invoice.paid'
  | 'invoice.credited'
  | 'other';

/** A paid invoice of a subscription (Stripe's `invoice.paid`): what was actually taken, after discounts. */
export interface ProviderInvoice {
  id: string;
  customerId: string;
  /** Null for an invoice that belongs to no subscription. */
  subscriptionId: string | null;
  /** The subscription's metadata when the invoice was made (Stripe's subscription_details). */
  subscriptionMetadata: PaymentMetadata;
  /** In the currency's smallest unit; 0 for a trial's invoice. */
  amountPaidCents: number;
  currency: string;
  paidAt: Date;
}

/** Money given back on a paid invoice (Stripe's `credit_note.created`: a refund or a credit to the balance). */
export interface ProviderCredit {
  id: string;
  invoiceId: string;
  customerId: string;
  amountCents: number;
  currency: string;
}

/** A verified provider event, the same shape whichever provider sent it. */
export interface PaymentEvent {
  id: string;
  type: PaymentEventType;
  /** The provider's own name for the event, for logs. */
  providerType: string;
  /** When the provider produced it: events about one object are applied in this order. */
  created: Date;
  subscription?: ProviderSubscription;
  account?: ConnectedAccount;
  invoice?: ProviderInvoice;
  credit?: ProviderCredit;
}

/**
 * Payments: recurring checkout, the billing portal, verified webhooks and teachers' connected accounts. The
 * sandbox (default) serves its own checkout, portal and onboarding pages and posts signed webhooks to us; Stripe
 * is used when configured. Both pass payments.contract.test.ts.
 */
export interface PaymentsPort {
  readonly driver: 'sandbox' | 'stripe';
  /** The request header carrying the webhook signature. */
  readonly signatureHeader: string;
  /** The sandbox's provider side; null for a real provider, whose pages live on its own servers. */
  readonly sandbox: SandboxProvider | null;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  createPortal(request: PortalRequest): Promise<{ url: string }>;
  /** Throws NOT_FOUND for a subscription the provider does not know, CONFLICT for one that has ended. */
  updateQuantity(request: QuantityRequest): Promise<ProviderSubscription>;
  /**
   * Ends a subscription at once, not at its period's end, with no refund of the period begun; the provider then sends
   * its subscription.deleted event. One already ended is answered as it stands, so a retried erasure is harmless.
   * Throws NOT_FOUND for a subscription the provider does not know.
   */
  cancelSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  createPromotion(request: PromotionRequest): Promise<Promotion>;
  /** The code can no longer be used at a checkout; subscriptions that have it keep their discount. */
  deactivatePromotion(promotionCodeId: string): Promise<void>;
  /** Credits a customer's balance; throws NOT_FOUND for a customer the provider does not know. */
  creditBalance(request: BalanceCreditRequest): Promise<BalanceCredit>;
  /** Checks the signature against the raw body and its age against the tolerance; throws webhookInvalid(). */
  verifyWebhook(rawBody: Buffer | string, signature: string | undefined): PaymentEvent;
  createConnectedAccount(request: ConnectedAccountRequest): Promise<ConnectedAccount>;
  createOnboardingLink(request: OnboardingLinkRequest): Promise<{ url: string }>;
  /** Throws NOT_FOUND for an account the provider does not know. */
  retrieveAccount(accountId: string): Promise<ConnectedAccount>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const webhookInvalid = (why: string) =>
  new AppError('WEBHOOK_SIGNATURE_INVALID', `The webhook could not be verified: ${why}`);

export const paymentsUnavailable = (cause?: unknown) =>
  new AppError('SERVICE_UNAVAILABLE', 'Payments are not available right now. Please try again later.', { cause });

/** What the sandbox's own checkout page shows. */
export interface SandboxCheckoutView {
  id: string;
  status: 'open' | 'complete' | 'expired';
  productName: string;
  /** Every period's price: each unit's times the quantity. */
  amountCents: number;
  quantity: number;
  currency: string;
  intervalMonths: 1 | 6;
  trialDays: number | null;
  /** The promotion code's discount, if the checkout has one. */
  discount: SandboxDiscountView | null;
  /** What the first charge will be (after the trial, if there is one). */
  firstChargeCents: number;
  customerEmail: string | null;
  cancelUrl: string;
}

export interface SandboxDiscountView {
  code: string;
  percentOff: number | null;
  amountOff: number | null;
  duration: DiscountDuration;
  durationInMonths: number | null;
}

/** Money the sandbox took for a subscription. */
export interface SandboxChargeView {
  amountCents: number;
  discountCents: number;
  currency: string;
  createdAt: Date;
}

export interface SandboxCard {
  number: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  cvc: string;
  name: string;
}

export interface SandboxSubscriptionView {
  id: string;
  productName: string;
  /** Every period's price: each unit's times the quantity. */
  amountCents: number;
  quantity: number;
  currency: string;
  intervalMonths: 1 | 6;
  status: 'trialing' | 'active' | 'canceled';
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  cardLast4: string;
  discount: SandboxDiscountView | null;
  /** Oldest first; none while a trial runs. */
  charges: SandboxChargeView[];
}

/** What Stripe's Express onboarding asks of a teacher before payouts; the sandbox asks the same and keeps it. */
export interface SandboxPayoutDetails {
  fullName: string;
  address: string;
  phoneNumber: string;
}

export interface SandboxOnboardingView {
  accountId: string;
  email: string | null;
  chargesEnabled: boolean;
  returnUrl: string;
  refreshUrl: string;
  payoutDetails: SandboxPayoutDetails | null;
}

/**
 * The provider's side of the sandbox, which Stripe runs on its own servers: the pages behind the urls the port
 * hands out call these, and every change reaches our billing code only as a signed webhook.
 */
export interface SandboxProvider {
  checkout(sessionId: string): Promise<SandboxCheckoutView>;
  /** Charges the card (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined); answers the success url. */
  pay(sessionId: string, card: SandboxCard): Promise<{ redirectUrl: string }>;
  portal(portalSessionId: string): Promise<{ returnUrl: string; subscriptions: SandboxSubscriptionView[] }>;
  setCancelAtPeriodEnd(portalSessionId: string, subscriptionId: string, cancel: boolean): Promise<SandboxSubscriptionView>;
  onboarding(linkId: string): Promise<SandboxOnboardingView>;
  /** The teacher finished onboarding with their payout details: charges become enabled; answers the return url. */
  completeOnboarding(linkId: string, details: SandboxPayoutDetails): Promise<{ redirectUrl: string }>;
  /** Renews, or ends when cancelled at period end, every subscription whose period is over; answers how many. */
  sweep(): Promise<number>;
  /** Worker role: delivers the queued webhooks and sweeps on a timer until the port closes. */
  startWorker(onError: (err: unknown) => void): void;
}
