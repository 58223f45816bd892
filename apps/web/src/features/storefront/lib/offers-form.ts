import { homepageOfferSchema, OFFERS_MAX, STOREFRONT_TEXTS, type MyHomepage } from '@parley/contracts';
import * as z from 'zod/mini';
import { dollarsFieldSchema, dollarsOf } from './money.ts';

/** An offer as the contract checks it, but with its price typed in dollars; empty means "ask me". */
const offerFormSchema = z.extend(homepageOfferSchema, {
  price: z.union([
    z.pipe(
      z.literal(''),
      z.transform(() => null),
    ),
    dollarsFieldSchema,
  ]),
});

/** The Offers page, read into the call's body (cents). */
export const offersFormSchema = z.object({
  offers: z.array(offerFormSchema).check(z.maxLength(OFFERS_MAX, STOREFRONT_TEXTS.offersTooMany)),
});
export type OffersForm = z.input<typeof offersFormSchema>;

export const offersValuesOf = (homepage: MyHomepage): OffersForm => ({
  offers: homepage.offers.map((offer) => ({
    title: offer.title,
    description: offer.description,
    price: offer.price === null ? '' : dollarsOf(offer.price),
  })),
});
