import { COUPON_CURRENCY, COUPON_TEXTS as T, type CouponBody } from '@parley/contracts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import type { Clock } from '../../platform/clock/port.ts';
import type { Db } from '../../platform/db/port.ts';
import { withIdempotencyKey } from '../../platform/payments/idempotency.ts';
import type { PaymentsPort } from '../../platform/payments/port.ts';
import { assertAdmin, recordAdminAction } from '../admin/public.ts';
import { presentCoupon } from './coupons.presenter.ts';
import * as store from './coupons.store.ts';

export interface CouponsDeps {
  db: Db;
  payments: PaymentsPort;
  clock: Clock;
}

export interface Admin {
  user: { id: number };
  roles: readonly string[];
}

export async function list(deps: CouponsDeps, caller: Admin) {
  assertAdmin(caller.roles);
  return (await store.listCoupons(deps.db)).map(presentCoupon);
}

/**
 * Makes the coupon at the provider first (a Stripe coupon and the promotion code customers type, or the sandbox's
 * own), then ours with the audit row in one transaction. A retry after a failure reuses the provider's objects by key.
 */
export async function create(deps: CouponsDeps, caller: Admin, body: CouponBody) {
  assertAdmin(caller.roles);
  const code = body.code.toUpperCase();
  const expiresAt = body.expires_at === undefined ? undefined : new Date(body.expires_at);
  if (expiresAt && expiresAt <= deps.clock.now()) throw badRequest('VALIDATION_ERROR', T.expiryPast, 'expires_at');
  if (await store.couponByCode(deps.db, code)) throw conflict(T.codeTaken);
  const promotion = await deps.payments.createPromotion(
    withIdempotencyKey(
      {
        code,
        ...(body.percent_off !== undefined ? { percentOff: body.percent_off } : {}),
        ...(body.amount_off !== undefined ? { amountOff: body.amount_off, currency: COUPON_CURRENCY } : {}),
        duration: body.duration,
        ...(body.duration_in_months !== undefined ? { durationInMonths: body.duration_in_months } : {}),
        ...(body.max_redemptions !== undefined ? { maxRedemptions: body.max_redemptions } : {}),
        ...(expiresAt ? { expiresAt } : {}),
        metadata: { kind: 'coupon', code },
      },
      { scope: 'coupon', clock: deps.clock },
    ),
  );
  const created = await deps.db.transaction(async (tx) => {
    const row = await store.insertCoupon(tx, {
      code,
      percentOff: body.percent_off ?? null,
      amountOff: body.amount_off ?? null,
      currency: body.amount_off === undefined ? null : COUPON_CURRENCY,
      duration: body.duration,
      durationInMonths: body.duration_in_months ?? null,
      maxRedemptions: body.max_redemptions ?? null,
      expiresAt: expiresAt ?? null,
      provider: deps.payments.driver,
      providerCouponId: promotion.couponId,
      providerPromotionCodeId: promotion.promotionCodeId,
      createdBy: caller.user.id,
    });
    if (!row) return undefined;
    const after = presentCoupon(row);
    await recordAdminAction(tx, {
      adminId: caller.user.id,
      action: 'coupon.create',
      targetType: 'coupon',
      targetId: row.id,
      before: null,
      after,
    });
    return after;
  });
  if (created) return created;
  // Another admin took the code between the check and the insert: the provider's new code must not stay usable.
  await deps.payments.deactivatePromotion(promotion.promotionCodeId);
  throw conflict(T.codeTaken);
}

/** The code stops working at checkouts, at the provider too; subscriptions that have it keep their discount. */
export async function deactivate(deps: CouponsDeps, caller: Admin, couponId: number) {
  assertAdmin(caller.roles);
  const coupon = await store.couponById(deps.db, couponId);
  if (!coupon) throw notFound(T.notFound);
  if (!coupon.active) return presentCoupon(coupon);
  if (coupon.provider === deps.payments.driver) await deps.payments.deactivatePromotion(coupon.providerPromotionCodeId);
  return deps.db.transaction(async (tx) => {
    const after = presentCoupon(await store.deactivateCoupon(tx, couponId));
    const before = presentCoupon(coupon);
    await recordAdminAction(tx, {
      adminId: caller.user.id,
      action: 'coupon.deactivate',
      targetType: 'coupon',
      targetId: couponId,
      before,
      after,
    });
    return after;
  });
}
