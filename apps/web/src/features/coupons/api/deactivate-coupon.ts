import { couponsApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

/** Stops a code from working at new checkouts. */
export const deactivateCoupon = (couponId: number) => call(couponsApi.deactivate, { params: { couponId } });
