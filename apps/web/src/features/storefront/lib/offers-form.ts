import { homepageOfferSchema, OFFERS_MAX, STOREFRONT_TEXTS, type MyHomepage } from '@parley/contracts';
import { z } from 'zod';
import { dollarsFieldSchema, dollarsOf } from './money.ts';

/** An offer as the contract checks it, but with its price typed in dollars; empty means "ask me". */
const offerFormSchema = homepageOfferSchema.extend({
  price: z.union([z.literal('').transform(() => null), dollarsFieldSchema]),
});

/** The Offers page, read into the call's body (cents). */
export const offersFormSchema = z.object({
  offers: z.array(offerFormSchema).max(OFFERS_MAX, STOREFRONT_TEXTS.offersTooMany),
});
export type OffersForm = z.input<typeof offersFormSchema>;

export const offersValuesOf = (homepage: MyHomepage): OffersForm => ({
  offers: homepage.offers.map((offer) => ({
    title: offer.title,
    description: offer.description,
    price: offer.price === null ? '' : dollarsOf(offer.price),
  })),
});
