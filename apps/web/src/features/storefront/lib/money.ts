import { STOREFRONT_TEXTS, TEACHER_PRICE_MAX_CENTS, TEACHER_PRICE_MIN_CENTS } from '@parley/contracts';
import * as z from 'zod/mini';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** "$20" for whole dollars, "$12.50" otherwise. */
export const formatCents = (cents: number) => (cents % 100 === 0 ? usdWhole : usd).format(cents / 100);

/** What a price field shows for a price in cents: "20.00". */
export const dollarsOf = (cents: number) => (cents / 100).toFixed(2);

/**
 * A price typed in dollars ("20", "12.5", "12.50") read as cents, with the server's sentence for anything outside
 * $1 to $1,000 or with more than two decimals.
 */
export const dollarsFieldSchema = z.pipe(
  z.pipe(
    z.string().check(z.trim(), z.regex(/^\d{1,7}(\.\d{1,2})?$/, STOREFRONT_TEXTS.priceRange)),
    z.transform((value) => Math.round(Number(value) * 100)),
  ),
  z
    .number()
    .check(
      z.gte(TEACHER_PRICE_MIN_CENTS, STOREFRONT_TEXTS.priceRange),
      z.lte(TEACHER_PRICE_MAX_CENTS, STOREFRONT_TEXTS.priceRange),
    ),
);
