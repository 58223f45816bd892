import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  /** The id of the object the answer made or named, to follow one request to the next. */
  reply?: string;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`;

type Answer = { status: number; body: unknown };
interface PromotionCode {
  id: string;
  object: string;
  code: string | undefined;
  active: boolean;
}
const missing = (what: string): Answer => ({
  status: 404,
  body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } },
});

/** Coupons, their promotion codes and a code's deactivation; undefined for any other route. */
function couponsAnswer(route: string, form: Record<string, string>, codes: Map<string, PromotionCode>): Answer | undefined {
  if (route === 'POST /v1/coupons') return { status: 200, body: { id: id('co'), object: 'coupon', valid: true } };
  if (route === 'POST /v1/promotion_codes') {
    const code = { id: id('promo'), object: 'promotion_code', code: form.code, active: true };
    codes.set(code.id, code);
    return { status: 200, body: code };
  }
  const promo = /^POST \/v1\/promotion_codes\/([\w]+)$/.exec(route);
  if (!promo) return undefined;
  const code = codes.get(promo[1]!);
  if (!code) return missing('promotion code');
  code.active = form.active !== 'false';
  return { status: 200, body: code };
}

interface Subscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  metadata: Record<string, string>;
  cancel_at_period_end: boolean;
  items: { object: 'list'; data: { id: string; object: 'subscription_item'; quantity: number; current_period_end: number }[] };
}

type Account = { id: string; object: 'account'; charges_enabled: boolean };

const unknown = (route: string): Answer => ({
  status: 404,
  body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${route})` } },
});

/** Express accounts, their onboarding links and reads; undefined for any other route. */
function accountsAnswer(route: string, form: Record<string, string>, accounts: Map<string, Account>, base: string) {
  if (route === 'POST /v1/accounts') {
    const account: Account = { id: id('acct'), object: 'account', charges_enabled: false };
    accounts.set(account.id, account);
    return { status: 200, body: account };
  }
  if (route === 'POST /v1/account_links') {
    if (!accounts.has(form.account ?? '')) return missing('account');
    return { status: 200, body: { object: 'account_link', url: `${base}/setup/e/${form.account}`, expires_at: 0 } };
  }
  const account = /^GET \/v1\/accounts\/([\w]+)$/.exec(route);
  if (account) return accounts.has(account[1]!) ? { status: 200, body: accounts.get(account[1]!) } : missing('account');
  return undefined;
}

const newSubscription = (customer: string, quantity: number): Subscription => ({
  id: id('sub'),
  object: 'subscription',
  customer,
  status: 'active',
  metadata: {},
  cancel_at_period_end: false,
  items: { object: 'list', data: [{ id: id('si'), object: 'subscription_item', quantity, current_period_end: 1_800_000_000 }] },
});

/**
 * A subscription read, its quantity changed, or cancelled at once (like Stripe, a cancelled one is then missing to
 * cancel but still read); undefined for any other route.
 */
function subscriptionsAnswer(route: string, form: Record<string, string>, subs: Map<string, Subscription>): Answer | undefined {
  const match = /^(GET|POST|DELETE) \/v1\/subscriptions\/([\w]+)$/.exec(route);
  if (!match) return undefined;
  const sub = subs.get(match[2]!);
  if (!sub) return missing('subscription');
  if (match[1] === 'DELETE') {
    if (sub.status === 'canceled') return missing('subscription');
    sub.status = 'canceled';
    return { status: 200, body: sub };
  }
  const item = sub.items.data[0]!;
  if (match[1] === 'POST' && form['items[0][id]'] === item.id) item.quantity = Number(form['items[0][quantity]']);
  return { status: 200, body: sub };
}

/**
 * A customer's balance transactions (Stripe's sign: negative is owed to the customer), refused like Stripe's for a
 * customer it does not know; undefined for other routes.
 */
function balanceAnswer(route: string, form: Record<string, string>, balances: Map<string, number>): Answer | undefined {
  const match = /^POST \/v1\/customers\/([\w]+)\/balance_transactions$/.exec(route);
  if (!match) return undefined;
  const customer = match[1]!;
  const balance = balances.get(customer);
  if (balance === undefined) return missing('customer');
  const amount = Number(form.amount);
  const ending = balance + amount;
  balances.set(customer, ending);
  const body = {
    id: id('cbtxn'),
    object: 'customer_balance_transaction',
    customer,
    amount,
    currency: form.currency,
    ending_balance: ending,
  };
  return { status: 200, body };
}

/**
 * Stripe's API cannot be reached from tests: this stands in for the calls the payments port makes (checkout and
 * portal sessions, Express accounts and their links, coupons and promotion codes, subscriptions' quantities and
 * cancellation, balance), form-encoded as Stripe's SDK sends them. Like Stripe it answers a repeated Idempotency-Key
 * with the first answer and refuses a checkout with a promotion code it does not know or that is inactive; it records
 * every request and can refuse the next ones.
 */
export async function startStripeStandIn() {
  const seen: StripeRequest[] = [];
  const replies = new Map<string, { status: number; body: unknown }>();
  const accounts = new Map<string, Account>();
  const promotionCodes = new Map<string, PromotionCode>();
  const subscriptions = new Map<string, Subscription>();
  /** Each customer a subscription made, with its balance. */
  const balances = new Map<string, number>();
  let refusals = 0;
  let base = '';

  function answer(req: StripeRequest): { status: number; body: unknown } {
    if (refusals > 0) {
      refusals -= 1;
      return { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } };
    }
    const route = `${req.method} ${req.path}`;
    if (route === 'POST /v1/checkout/sessions') {
      const promotion = req.form['discounts[0][promotion_code]'];
      if (promotion !== undefined && !promotionCodes.get(promotion)?.active)
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'This promotion code cannot be redeemed.' } },
        };
      const session = id('cs');
      // Stripe's default life is a day from now.
      const expiresAt = req.form.expires_at ?? String(Math.floor(Date.now() / 1000) + 86_400);
      const url = `${base}/c/pay/${session}`;
      return { status: 200, body: { id: session, object: 'checkout.session', url, expires_at: Number(expiresAt) } };
    }
    if (route === 'POST /v1/billing_portal/sessions') {
      const session = id('bps');
      return { status: 200, body: { id: session, object: 'billing_portal.session', url: `${base}/p/session/${session}` } };
    }
    const connect = accountsAnswer(route, req.form, accounts, base);
    if (connect) return connect;
    if (route === 'GET /v1/balance') return { status: 200, body: { object: 'balance', available: [], pending: [] } };
    return (
      couponsAnswer(route, req.form, promotionCodes) ??
      subscriptionsAnswer(route, req.form, subscriptions) ??
      balanceAnswer(route, req.form, balances) ??
      unknown(route)
    );
  }

  function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
    const url = new URL(req.url ?? '/', base);
    const request: StripeRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      form: Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : raw)),
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      authorization: req.headers.authorization,
    };
    seen.push(request);
    const key = request.idempotencyKey && `${request.path}:${request.idempotencyKey}`;
    const reply = (key && replies.get(key)) || answer(request);
    if (key && reply.status === 200) replies.set(key, reply);
    request.reply = (reply.body as { id?: string }).id;
    res.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(JSON.stringify(reply.body));
  }

  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => handle(req, res, raw));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    seen,
    /** What the teacher does on Stripe's onboarding pages. */
    enableCharges: (accountId: string) => void (accounts.get(accountId)!.charges_enabled = true),
    refuseNext: (times = 1) => void (refusals += times),
    /** What paying a checkout makes on Stripe: a subscription of one item with that quantity. */
    addSubscription: (o: { customer: string; quantity: number }) => {
      const sub = newSubscription(o.customer, o.quantity);
      subscriptions.set(sub.id, sub);
      if (!balances.has(o.customer)) balances.set(o.customer, 0);
      return sub.id;
    },
    /** A subscription's status as Stripe holds it (`canceled` once cancelled). */
    statusOf: (subscriptionId: string) => subscriptions.get(subscriptionId)?.status,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
