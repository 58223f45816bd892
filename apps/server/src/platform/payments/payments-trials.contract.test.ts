import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { checkout, HARNESSES, type Harness } from '../../test/payments-harness.ts';
import { addMonths } from '../../shared/add-months.ts';

/**
 * Trials and promotion codes (ADR 0071) on both providers: what the checkout asks of the buyer is the same. The money
 * itself is watched where it is ours to see: the sandbox records every charge, while Stripe's invoices live on Stripe's
 * servers, so those tests run on the sandbox and show as skipped for Stripe.
 */
describe.each(HARNESSES)('payments port contract, trials and promotion codes: %s', (name, makeHarness) => {
  let h: Harness;
  beforeAll(async () => {
    h = await makeHarness();
  });
  afterAll(() => h.close());
  const sandboxOnly = name === 'sandbox';

  const trialCheckout = (key: string, customerId: string, extra: object = {}) =>
    h.port.createCheckout({ ...checkout(key), amountCents: 1000, intervalMonths: 1, trialDays: 7, customerId, ...extra });
  const promotion = (key: string, o: object) =>
    h.port.createPromotion({
      code: key.toUpperCase(),
      duration: 'forever',
      metadata: { coupon: key },
      idempotencyKey: key,
      ...o,
    });
  const charges = async (customerId: string) => {
    const [s] = await h.money!.subscriptions(customerId);
    return { status: s!.status, amounts: s!.charges.map((c) => c.amountCents), at: s!.charges.map((c) => c.createdAt) };
  };

  it('asks for the trial at a checkout that takes the card; none unless asked', async () => {
    const trial = await trialCheckout('trial-terms', 'cus_terms');
    expect(await h.terms(trial.url)).toEqual({ trialDays: 7, cardTaken: true, discount: null });
    const plain = await h.port.createCheckout(checkout('no-trial-terms'));
    expect(await h.terms(plain.url)).toEqual({ trialDays: null, cardTaken: true, discount: null });
  });

  it.runIf(sandboxOnly)('charges nothing during the trial, the price when it ends, then every period', async () => {
    const started = h.clock.now();
    await h.money!.pay((await trialCheckout('trial-paid', 'cus_trial')).url);
    expect(await charges('cus_trial')).toMatchObject({ status: 'trialing', amounts: [] });
    await h.money!.advanceTo(new Date(started.getTime() + 6.5 * 86_400_000));
    expect(await charges('cus_trial')).toMatchObject({ status: 'trialing', amounts: [] });
    const trialEnd = new Date(started.getTime() + 7 * 86_400_000);
    await h.money!.advanceTo(trialEnd);
    expect(await charges('cus_trial')).toEqual({ status: 'active', amounts: [1000], at: [trialEnd] });
    await h.money!.advanceTo(addMonths(trialEnd, 1));
    expect((await charges('cus_trial')).amounts).toEqual([1000, 1000]);
  });

  it.runIf(sandboxOnly)('a trial cancelled before it ends ends with it and is never charged', async () => {
    const started = h.clock.now();
    await h.money!.pay((await trialCheckout('trial-cancelled', 'cus_cancel')).url);
    await h.money!.cancelAtPeriodEnd('cus_cancel');
    await h.money!.advanceTo(new Date(started.getTime() + 8 * 86_400_000));
    expect(await charges('cus_cancel')).toEqual({ status: 'canceled', amounts: [], at: [] });
    await h.money!.advanceTo(addMonths(started, 2));
    expect((await charges('cus_cancel')).amounts).toEqual([]);
  });

  it('makes a promotion code once per key and applies it at a checkout', async () => {
    const expiresAt = new Date(h.clock.now().getTime() + 30 * 86_400_000);
    const o = { percentOff: 20, duration: 'repeating', durationInMonths: 3, maxRedemptions: 10, expiresAt };
    const made = await promotion('save20', o);
    expect(made).toEqual({ couponId: expect.any(String), promotionCodeId: expect.stringMatching(/^promo_/) });
    expect(await promotion('save20', o)).toEqual(made);
    const session = await h.port.createCheckout({ ...checkout('with-code'), promotionCodeId: made.promotionCodeId });
    expect(await h.terms(session.url)).toEqual({
      trialDays: null,
      cardTaken: true,
      discount: { code: 'SAVE20', percentOff: 20, amountOff: null, duration: 'repeating', durationInMonths: 3 },
    });
    const amount = await promotion('dollars3', { amountOff: 300, currency: 'usd', duration: 'once' });
    const trial = await trialCheckout('trial-with-amount', 'cus_terms_2', { promotionCodeId: amount.promotionCodeId });
    expect((await h.terms(trial.url)).discount).toEqual({
      code: 'DOLLARS3',
      percentOff: null,
      amountOff: 300,
      duration: 'once',
      durationInMonths: null,
    });
  });

  it.runIf(sandboxOnly)('charges the discounted price for as long as the coupon lasts', async () => {
    const once = await promotion('once20', { percentOff: 20, duration: 'once' });
    const repeating = await promotion('three', { amountOff: 300, currency: 'usd', duration: 'repeating', durationInMonths: 3 });
    const start = h.clock.now();
    await h.money!.pay((await trialCheckout('c-once', 'cus_once', { promotionCodeId: once.promotionCodeId })).url);
    const plain = { ...checkout('c-three'), amountCents: 1000, intervalMonths: 1 as const, customerId: 'cus_three' };
    await h.money!.pay((await h.port.createCheckout({ ...plain, promotionCodeId: repeating.promotionCodeId })).url);
    for (let month = 1; month <= 4; month += 1) await h.money!.advanceTo(addMonths(start, month));
    // Once: the first charge, at the trial's end; repeating 3 months: the charges within three months of the start.
    expect((await charges('cus_once')).amounts).toEqual([800, 1000, 1000, 1000]);
    expect((await charges('cus_three')).amounts).toEqual([700, 700, 700, 1000, 1000]);
  });

  it('a deactivated promotion code opens no checkout; an unknown one is NOT_FOUND', async () => {
    const code = await promotion('gone10', { percentOff: 10 });
    await h.port.deactivatePromotion(code.promotionCodeId);
    await expect(h.port.createCheckout({ ...checkout('gone'), promotionCodeId: code.promotionCodeId })).rejects.toBeInstanceOf(
      AppError,
    );
    await expect(h.port.deactivatePromotion('promo_unknown')).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});
