import { LIVE_SUBSCRIPTION_STATUSES } from '@parley/contracts';
import { z } from 'zod';
import { statusAfter, type PaymentEventHandler } from '../../plugins/payment-events.ts';
import type { DomainEventBus } from '../../shared/domain-events.ts';
import * as store from './coupons.store.ts';

/** What a plan or Team checkout with a promotion code puts on its subscription (public.ts, promotionMetadata). */
const metadataSchema = z.object({
  user_id: z.coerce.number().int().positive(),
  coupon_id: z.coerce.number().int().positive(),
  promotion_code: z.string().min(1),
});

/**
 * Counts a promotion code once the provider says its subscription is live (trialing or paid), once per subscription
 * however often the event comes, and sets the buyer's promotion_code (ADR 0071). A user or coupon that no longer
 * exists records nothing: retrying the event would not bring them back.
 */
export function couponEventHandler(deps: { domain: DomainEventBus }): PaymentEventHandler {
  return async (tx, event, provider) => {
    const subscription = event.subscription;
    if (!subscription?.metadata.promotion_code) return;
    const meta = metadataSchema.safeParse(subscription.metadata);
    const live: readonly string[] = LIVE_SUBSCRIPTION_STATUSES;
    if (!meta.success || !live.includes(statusAfter(event, subscription))) return;
    const { user_id: userId, coupon_id: couponId, promotion_code: code } = meta.data;
    if (!(await store.userExists(tx, userId)) || !(await store.couponById(tx, couponId))) return;
    const counted = await store.redeemOnce(tx, {
      provider,
      subscriptionId: subscription.id,
      couponId,
      userId,
      redeemedAt: event.created,
    });
    if (!counted) return;
    await store.setPromotionCode(tx, userId, code);
    // The caller is cached on every instance; /me must show the code at once.
    return () => deps.domain.publish('auth.changed', { userId });
  };
}
