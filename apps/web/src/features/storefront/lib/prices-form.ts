import { pricesBodySchema, STOREFRONT_TEXTS, visiblePricesSchema, type MyHomepage } from '@parley/contracts';
import * as z from 'zod/mini';
import { dollarsFieldSchema, dollarsOf } from './money.ts';

/** The Prices page in dollars as typed; read into the call's cents. */
export const pricesFormSchema = z.object({
  price: dollarsFieldSchema,
  visible_prices: visiblePricesSchema,
  ai_price: dollarsFieldSchema,
  expected_days: z.pipe(
    z.pipe(z.string().check(z.trim(), z.regex(/^\d{1,3}$/, STOREFRONT_TEXTS.expectedDaysRange)), z.transform(Number)),
    pricesBodySchema.shape.expected_days,
  ),
});
export type PricesForm = z.input<typeof pricesFormSchema>;

export const pricesValuesOf = (homepage: MyHomepage): PricesForm => ({
  price: dollarsOf(homepage.price),
  visible_prices: homepage.visible_prices.filter((code) => code === 999 || code === 510 || code === 1510),
  ai_price: dollarsOf(homepage.ai_price),
  expected_days: String(homepage.expected_days),
});
