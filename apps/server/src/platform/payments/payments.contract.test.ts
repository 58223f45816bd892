import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { addMonths } from '../../shared/add-months.ts';
import { checkout, HARNESSES, signed, START, TOLERANCE, unix, type Harness } from '../../test/payments-harness.ts';

const subscriptionEvent = {
  id: 'evt_contract_1',
  object: 'event',
  type: 'customer.subscription.updated',
  created: unix('2026-03-01T09:59:00Z'),
  data: {
    object: {
      id: 'sub_contract',
      object: 'subscription',
      customer: 'cus_contract',
      status: 'active',
      metadata: { kind: 'plan', user_id: '7', plan: 'basic', period: '6_month' },
      cancel_at_period_end: true,
      items: { object: 'list', data: [{ current_period_end: unix('2026-09-01T10:00:00Z') }] },
    },
  },
};

function expectInvalid(work: () => unknown) {
  try {
    work();
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(400);
    expect((err as AppError).code).toBe('WEBHOOK_SIGNATURE_INVALID');
    return;
  }
  throw new Error('the webhook was accepted');
}

describe.each(HARNESSES)('payments port contract: %s', (_name, makeHarness) => {
  let h: Harness;
  beforeAll(async () => {
    h = await makeHarness();
  });
  afterAll(() => h.close());

  it('opens a hosted checkout, the same one again for the same idempotency key', async () => {
    const first = await h.port.createCheckout(checkout('checkout-a'));
    expect(first.id).toMatch(/^cs_/);
    expect(() => new URL(first.url)).not.toThrow();
    expect(await h.port.createCheckout(checkout('checkout-a'))).toEqual(first);
    expect((await h.port.createCheckout(checkout('checkout-b'))).id).not.toBe(first.id);
  });

  it('closes a checkout when asked to, and answers when it closes', async () => {
    const expiresAt = new Date(h.clock.now().getTime() + 40 * 60_000);
    expect((await h.port.createCheckout({ ...checkout('checkout-expiring'), expiresAt })).expiresAt).toEqual(expiresAt);
    const byDefault = await h.port.createCheckout(checkout('checkout-day'));
    expect(byDefault.expiresAt.getTime()).toBeGreaterThan(expiresAt.getTime());
  });

  it('opens a checkout for a teacher product with a trial and the platform fee', async () => {
    const account = await h.port.createConnectedAccount({ metadata: { user_id: '9' }, idempotencyKey: 'acct-fee' });
    const session = await h.port.createCheckout({
      ...checkout('checkout-connect'),
      trialDays: 7,
      connect: { accountId: account.id, applicationFeePercent: 20 },
      customerEmail: 'student@example.com',
    });
    expect(session.url).toBeTruthy();
  });

  it('opens a billing portal session for a customer', async () => {
    const portal = await h.port.createPortal({
      customerId: 'cus_1',
      returnUrl: 'http://localhost:3000/pricing',
      idempotencyKey: 'p-1',
    });
    expect(() => new URL(portal.url)).not.toThrow();
    expect(
      await h.port.createPortal({ customerId: 'cus_1', returnUrl: 'http://localhost:3000/pricing', idempotencyKey: 'p-1' }),
    ).toEqual(portal);
  });

  it('verifies a signed subscription event from the raw body and normalizes it', () => {
    const { body, header } = signed(h, subscriptionEvent);
    expect(h.port.verifyWebhook(Buffer.from(body), header)).toEqual({
      id: 'evt_contract_1',
      type: 'subscription.updated',
      providerType: 'customer.subscription.updated',
      created: new Date('2026-03-01T09:59:00Z'),
      subscription: {
        id: 'sub_contract',
        customerId: 'cus_contract',
        status: 'active',
        metadata: { kind: 'plan', user_id: '7', plan: 'basic', period: '6_month' },
        currentPeriodEnd: new Date('2026-09-01T10:00:00Z'),
        cancelAtPeriodEnd: true,
        quantity: 1,
      },
    });
  });

  it('normalizes account events, and any other (a completed checkout included) as other', () => {
    const account = signed(h, {
      id: 'evt_a',
      object: 'event',
      type: 'account.updated',
      created: unix(START),
      data: { object: { id: 'acct_1', object: 'account', charges_enabled: true } },
    });
    expect(h.port.verifyWebhook(account.body, account.header).account).toEqual({ id: 'acct_1', chargesEnabled: true });
    const done = signed(h, {
      id: 'evt_c',
      object: 'event',
      type: 'checkout.session.completed',
      created: unix(START),
      data: {
        object: { id: 'cs_1', object: 'checkout.session', customer: 'cus_1', subscription: 'sub_1', metadata: { kind: 'plan' } },
      },
    });
    expect(h.port.verifyWebhook(done.body, done.header).type).toBe('other');
    const other = signed(h, { id: 'evt_o', object: 'event', type: 'invoice.paid', created: unix(START), data: { object: {} } });
    expect(h.port.verifyWebhook(other.body, other.header).type).toBe('other');
  });

  it('refuses a missing, wrong or too old signature and a changed body', () => {
    const { body, header } = signed(h, subscriptionEvent);
    expectInvalid(() => h.port.verifyWebhook(body, undefined));
    expectInvalid(() => h.port.verifyWebhook(body, 't=1,v1=deadbeef'));
    expectInvalid(() => h.port.verifyWebhook(body.replace('"active"', '"canceled"'), header));
    const forged = signed(h, subscriptionEvent, { secret: 'whsec_someone_else' });
    expectInvalid(() => h.port.verifyWebhook(forged.body, forged.header));
    const old = signed(h, subscriptionEvent, { at: unix(START) - TOLERANCE - 1 });
    expectInvalid(() => h.port.verifyWebhook(old.body, old.header));
    const recent = signed(h, subscriptionEvent, { at: unix(START) - TOLERANCE + 5 });
    expect(h.port.verifyWebhook(recent.body, recent.header).id).toBe('evt_contract_1');
  });

  it('creates a connected account that can take charges once onboarding is finished', async () => {
    const account = await h.port.createConnectedAccount({
      email: 'teacher@example.com',
      metadata: { user_id: '12' },
      idempotencyKey: 'acct-12',
    });
    expect(account).toEqual({ id: expect.stringMatching(/^acct_/), chargesEnabled: false });
    expect(await h.port.createConnectedAccount({ metadata: { user_id: '12' }, idempotencyKey: 'acct-12' })).toEqual(account);
    const link = await h.port.createOnboardingLink({
      accountId: account.id,
      refreshUrl: 'http://localhost:3000/profile/teacher-connect?refresh=1',
      returnUrl: 'http://localhost:3000/profile/teacher-connect',
      idempotencyKey: 'link-12',
    });
    expect(await h.port.retrieveAccount(account.id)).toEqual(account);
    await h.finishOnboarding(account.id, link.url);
    expect(await h.port.retrieveAccount(account.id)).toEqual({ id: account.id, chargesEnabled: true });
  });

  it('answers NOT_FOUND for an account it does not know', async () => {
    await expect(h.port.retrieveAccount('acct_unknown')).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    await expect(
      h.port.createOnboardingLink({
        accountId: 'acct_unknown',
        refreshUrl: 'http://x/r',
        returnUrl: 'http://x/d',
        idempotencyKey: 'l-x',
      }),
    ).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('ends a subscription at once; once ended it is answered as it stands, an unknown one is NOT_FOUND', async () => {
    const id = await h.subscribe({ ...checkout('cancel-now'), customerId: 'cus_cancel_now' });
    const ended = await h.port.cancelSubscription(id);
    expect(ended).toMatchObject({ id, customerId: 'cus_cancel_now', status: 'canceled' });
    expect(await h.port.cancelSubscription(id)).toMatchObject({ id, status: 'canceled' });
    await expect(h.port.cancelSubscription('sub_unknown')).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    if (h.money) {
      // The period paid for passes with no charge after the first, and the portal shows it ended.
      await h.money.advanceTo(addMonths(h.clock.now(), 7));
      expect(await h.money.subscriptions('cus_cancel_now')).toMatchObject([
        { status: 'canceled', charges: [{ amountCents: 4200 }] },
      ]);
    }
    if (h.stripeRequests) {
      // Stripe's cancel without proration or a final invoice: nothing given back for the period begun.
      const cancels = h.stripeRequests.filter((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${id}`);
      expect(cancels.map((r) => r.form)).toEqual([{}, {}]);
    }
  });

  it('is healthy', async () => {
    await expect(h.port.ping()).resolves.toBeUndefined();
  });
});
