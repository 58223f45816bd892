import { endpoint } from '../common/endpoint.ts';
import { COUPONS_PREFIX as P } from './coupons.constants.ts';
import * as s from './coupons.schemas.ts';

/** Coupons and their promotion codes, for admins only (403 otherwise); every change is in the admin audit log (ADR 0071). */
export const couponsApi = {
  list: endpoint({
    method: 'GET',
    path: P,
    summary: 'Every coupon, newest first, with how often it was redeemed',
    auth: 'access',
    status: 200,
    response: s.couponListSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: P,
    summary: 'Make a coupon and its promotion code at the payments provider (409 when the code exists)',
    auth: 'access',
    body: s.couponBodySchema,
    status: 201,
    response: s.couponSchema,
  }),
  deactivate: endpoint({
    method: 'POST',
    path: `${P}/{couponId}/deactivate`,
    summary: 'Stop a code from being used at checkouts; subscriptions that have it keep their discount',
    auth: 'access',
    params: s.couponParamsSchema,
    status: 200,
    response: s.couponSchema,
  }),
} as const;
