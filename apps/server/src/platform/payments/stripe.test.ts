import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-standin.ts';
import { ManualClock } from '../clock/port.ts';
import type { PaymentsPort } from './port.ts';
import { createStripePayments } from './stripe.ts';

let standIn: StripeStandIn;
let port: PaymentsPort;
beforeAll(async () => {
  standIn = await startStripeStandIn();
  port = createStripePayments({
    secretKey: 'sk_test_123',
    webhookSecret: 'whsec_x',
    apiBase: standIn.url,
    toleranceSeconds: 300,
    clock: new ManualClock(),
  });
});
afterAll(() => standIn.close());

describe('payments port: what Stripe is asked', () => {
  it('asks for a subscription checkout with an inline recurring price, trial, fee and metadata', async () => {
    await port.createCheckout({
      amountCents: 7560,
      currency: 'usd',
      intervalMonths: 6,
      productName: 'Parley Pro',
      trialDays: 7,
      connect: { accountId: 'acct_teacher', applicationFeePercent: 20 },
      customerId: 'cus_known',
      metadata: { kind: 'plan', plan: 'pro' },
      successUrl: 'http://app/checkout/success',
      cancelUrl: 'http://app/pricing',
      idempotencyKey: 'key-1',
    });
    const request = standIn.seen.at(-1)!;
    expect(request.authorization).toBe('Bearer sk_test_123');
    expect(request.idempotencyKey).toBe('key-1');
    expect(request.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '7560',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][recurring][interval_count]': '6',
      'line_items[0][price_data][product_data][name]': 'Parley Pro',
      customer: 'cus_known',
      'metadata[plan]': 'pro',
      'subscription_data[metadata][kind]': 'plan',
      'subscription_data[trial_period_days]': '7',
      'subscription_data[application_fee_percent]': '20',
      'subscription_data[transfer_data][destination]': 'acct_teacher',
      success_url: 'http://app/checkout/success',
      cancel_url: 'http://app/pricing',
    });
  });

  it('asks for an Express account with card payments and an onboarding link', async () => {
    const account = await port.createConnectedAccount({
      email: 't@example.com',
      metadata: { user_id: '3' },
      idempotencyKey: 'a-3',
    });
    expect(standIn.seen.at(-1)!.form).toMatchObject({
      type: 'express',
      email: 't@example.com',
      'capabilities[card_payments][requested]': 'true',
      'capabilities[transfers][requested]': 'true',
    });
    await port.createOnboardingLink({
      accountId: account.id,
      refreshUrl: 'http://r',
      returnUrl: 'http://d',
      idempotencyKey: 'l-3',
    });
    expect(standIn.seen.at(-1)).toMatchObject({
      idempotencyKey: 'l-3',
      form: { account: account.id, type: 'account_onboarding', refresh_url: 'http://r', return_url: 'http://d' },
    });
  });

  it('makes a coupon and its promotion code, applies it at a checkout with a trial, and deactivates it', async () => {
    const made = await port.createPromotion({
      code: 'SPRING20',
      percentOff: 20,
      duration: 'repeating',
      durationInMonths: 3,
      maxRedemptions: 50,
      expiresAt: new Date('2026-06-01T00:00:00Z'),
      metadata: { coupon_id: '4' },
      idempotencyKey: 'coupon-4',
    });
    const [coupon, code] = standIn.seen.slice(-2);
    expect(coupon).toMatchObject({
      path: '/v1/coupons',
      idempotencyKey: 'coupon-4:coupon',
      form: { percent_off: '20', duration: 'repeating', duration_in_months: '3', name: 'SPRING20', 'metadata[coupon_id]': '4' },
    });
    expect(code).toMatchObject({
      path: '/v1/promotion_codes',
      idempotencyKey: 'coupon-4:code',
      form: {
        'promotion[type]': 'coupon',
        'promotion[coupon]': made.couponId,
        code: 'SPRING20',
        max_redemptions: '50',
        expires_at: String(Date.parse('2026-06-01T00:00:00Z') / 1000),
      },
    });
    await port.createCheckout({
      amountCents: 1000,
      currency: 'usd',
      intervalMonths: 1,
      productName: 'Parley Basic',
      trialDays: 7,
      promotionCodeId: made.promotionCodeId,
      metadata: { kind: 'plan' },
      successUrl: 'http://app/s',
      cancelUrl: 'http://app/c',
      idempotencyKey: 'key-promo',
    });
    expect(standIn.seen.at(-1)!.form).toMatchObject({
      'subscription_data[trial_period_days]': '7',
      payment_method_collection: 'always',
      'discounts[0][promotion_code]': made.promotionCodeId,
    });
    await port.deactivatePromotion(made.promotionCodeId);
    expect(standIn.seen.at(-1)).toMatchObject({ path: `/v1/promotion_codes/${made.promotionCodeId}`, form: { active: 'false' } });
  });

  it("turns Stripe's refusal into 503 with a plain text", async () => {
    standIn.refuseNext();
    await expect(port.createPortal({ customerId: 'cus_1', returnUrl: 'http://r', idempotencyKey: 'p-x' })).rejects.toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Payments are not available right now. Please try again later.',
    });
  });
});
