import { queryOptions } from '@tanstack/react-query';
import { couponsApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const couponKeys = { all: ['coupons'] as const };

/** Every coupon, newest first (admins only). */
export const couponsQueryOptions = queryOptions({
  queryKey: couponKeys.all,
  queryFn: ({ signal }) => call(couponsApi.list, { signal }),
});
