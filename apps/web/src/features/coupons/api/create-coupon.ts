import { couponsApi, type CouponBodyInput } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

/** Makes a coupon and its promotion code at the payments provider. */
export const createCoupon = (body: CouponBodyInput) => call(couponsApi.create, { body });
