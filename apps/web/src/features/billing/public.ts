/**
 * What other features may use of billing: the plan cards' query, so an organisation's checkout shares its cache, and
 * the promotion-code field with its refusal, so that checkout takes a code as the plans' does.
 */
export { plansQueryOptions } from './api/plans.ts';
export { PromotionCodeField } from './components/PromotionCodeField.tsx';
export { promotionRefusal } from './lib/promotion-refusal.ts';
