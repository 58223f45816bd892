import * as z from 'zod/mini';
import { readStored, STORAGE_KEYS, writeStored } from './browser-storage/local-store.ts';
import { createStore, useStore } from './external-store.ts';

/** Necessary cookies are always on and so are not stored; these are the spec's analytics categories. */
const consentSchema = z.object({
  productAnalytics: z.boolean(),
  webAnalytics: z.boolean(),
  chatSupport: z.boolean(),
  decidedAt: z.iso.datetime(),
});
export type Consent = z.infer<typeof consentSchema>;
export type ConsentChoices = Omit<Consent, 'decidedAt'>;

export const NO_ANALYTICS: ConsentChoices = { productAnalytics: false, webAnalytics: false, chatSupport: false };
export const ALL_ANALYTICS: ConsentChoices = { productAnalytics: true, webAnalytics: true, chatSupport: true };

/** The banner that asks on a first visit (CookieBanner), by its element id, which the prerendered pages' check reads. */
export const COOKIE_BANNER_ID = 'cookie-banner';

interface ConsentState {
  /** Until the user decides, the banner asks. */
  choice: Consent | null;
  /** The settings dialog is open, from the banner or from "Cookie settings" in the footer. */
  open: boolean;
}

const store = createStore<ConsentState>({ choice: readStored(STORAGE_KEYS.consent, consentSchema), open: false });

export const useConsent = (): ConsentState => useStore(store);

/** The choice made, for code outside React (analytics); null until the user decides. */
export const getConsent = (): Consent | null => store.get().choice;

export function saveConsent(choices: ConsentChoices): void {
  const choice = { ...choices, decidedAt: new Date().toISOString() };
  writeStored(STORAGE_KEYS.consent, choice);
  store.set({ choice, open: false });
}

export const openConsentSettings = (): void => store.set({ ...store.get(), open: true });

/** Closing without deciding leaves the banner asking. */
export const closeConsentSettings = (): void => store.set({ ...store.get(), open: false });
