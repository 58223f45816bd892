import { z } from 'zod';
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

interface ConsentState {
  choice: Consent | null;
  /** The dialog is open: on a first visit until the user decides, or when they review their choice. */
  open: boolean;
}

const stored = readStored(STORAGE_KEYS.consent, consentSchema);
const store = createStore<ConsentState>({ choice: stored, open: stored === null });

export const useConsent = (): ConsentState => useStore(store);

/** The choice made, for code outside React (analytics); null until the user decides. */
export const getConsent = (): Consent | null => store.get().choice;

export function saveConsent(choices: ConsentChoices): void {
  const choice = { ...choices, decidedAt: new Date().toISOString() };
  writeStored(STORAGE_KEYS.consent, choice);
  store.set({ choice, open: false });
}

export const openConsentSettings = (): void => store.set({ ...store.get(), open: true });

/** Closing without deciding asks again on the next visit. */
export const closeConsentSettings = (): void => store.set({ ...store.get(), open: false });
