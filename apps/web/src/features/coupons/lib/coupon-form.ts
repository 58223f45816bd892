import { couponBodySchema, type CouponBodyInput, type CouponDuration } from '@parley/contracts';

/** What the form holds: the body's fields as typed (numbers as text, the amount in dollars, the expiry as a day). */
export interface CouponFormValues {
  code: string;
  kind: 'percent' | 'amount';
  percent_off: string;
  amount_off: string;
  duration: CouponDuration;
  duration_in_months: string;
  max_redemptions: string;
  expires_at: string;
}

export const COUPON_FORM_FIELDS = [
  'code',
  'percent_off',
  'amount_off',
  'duration',
  'duration_in_months',
  'max_redemptions',
  'expires_at',
] as const;
type Field = (typeof COUPON_FORM_FIELDS)[number];

export const EMPTY_COUPON: CouponFormValues = {
  code: '',
  kind: 'percent',
  percent_off: '',
  amount_off: '',
  duration: 'once',
  duration_in_months: '',
  max_redemptions: '',
  expires_at: '',
};

const DOLLARS = /^\d+(\.\d{1,2})?$/;
/** Empty stays unset; anything else becomes a number the contract judges (a letter is NaN and refused there). */
const number = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

export type CouponFormResult = { body: CouponBodyInput } | { errors: Partial<Record<Field, string>> };

/**
 * The request the form asks for, judged by the contract's own schema so the texts are the server's; a day of expiry
 * lasts to its end in UTC. `amountInvalid` is the text for dollars that are not an amount.
 */
export function couponBody(v: CouponFormValues, amountInvalid: string): CouponFormResult {
  const amount = v.amount_off.trim();
  if (v.kind === 'amount' && amount !== '' && !DOLLARS.test(amount)) return { errors: { amount_off: amountInvalid } };
  const body: CouponBodyInput = {
    code: v.code.trim(),
    duration: v.duration,
    ...(v.kind === 'percent'
      ? { percent_off: number(v.percent_off) }
      : { amount_off: amount === '' ? undefined : Math.round(Number(amount) * 100) }),
    ...(v.duration === 'repeating' ? { duration_in_months: number(v.duration_in_months) } : {}),
    max_redemptions: number(v.max_redemptions),
    ...(v.expires_at ? { expires_at: `${v.expires_at}T23:59:59Z` } : {}),
  };
  const parsed = couponBodySchema.safeParse(body);
  if (parsed.success) return { body };
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error.issues) {
    let field = issue.path[0] as Field | undefined;
    // "Give either a percent off or an amount off" belongs under whichever of the two is shown.
    if (field === 'percent_off' && v.kind === 'amount') field = 'amount_off';
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}
