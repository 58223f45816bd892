import { describe, expect, it } from 'vitest';
import { COUPON_TEXTS } from '@parley/contracts';
import { couponBody, EMPTY_COUPON } from './coupon-form.ts';

const AMOUNT = 'amount text';

describe('the coupon form', () => {
  it('builds the request: percent or dollars as cents, months only when repeating, the expiry at the day’s end', () => {
    expect(couponBody({ ...EMPTY_COUPON, code: ' save20 ', percent_off: '20', duration_in_months: '3' }, AMOUNT)).toEqual({
      body: { code: 'save20', duration: 'once', percent_off: 20, max_redemptions: undefined },
    });
    const amount = { ...EMPTY_COUPON, code: 'FIVE', kind: 'amount' as const, amount_off: '2.50', duration: 'repeating' as const };
    expect(couponBody({ ...amount, duration_in_months: '3', max_redemptions: '10', expires_at: '2026-12-31' }, AMOUNT)).toEqual({
      body: {
        code: 'FIVE',
        duration: 'repeating',
        amount_off: 250,
        duration_in_months: 3,
        max_redemptions: 10,
        expires_at: '2026-12-31T23:59:59Z',
      },
    });
  });

  it('puts the contract’s refusals under their fields', () => {
    expect(couponBody({ ...EMPTY_COUPON, code: 'a b', percent_off: '150' }, AMOUNT)).toEqual({
      errors: { code: COUPON_TEXTS.codeInvalid, percent_off: COUPON_TEXTS.percentRange },
    });
    expect(couponBody({ ...EMPTY_COUPON, code: 'OK1', kind: 'amount' }, AMOUNT)).toEqual({
      errors: { amount_off: COUPON_TEXTS.oneDiscount },
    });
    expect(couponBody({ ...EMPTY_COUPON, code: 'OK1', kind: 'amount', amount_off: '5$' }, AMOUNT)).toEqual({
      errors: { amount_off: AMOUNT },
    });
    expect(couponBody({ ...EMPTY_COUPON, code: 'OK1', percent_off: '5', duration: 'repeating' }, AMOUNT)).toEqual({
      errors: { duration_in_months: COUPON_TEXTS.monthsRequired },
    });
  });
});
