import * as z from 'zod/mini';
import { readStored, STORAGE_KEYS, writeStored } from './local-store.ts';
import { createStore, useStore } from '../external-store.ts';

/** The kids flag of the theme settings: held by this browser, like the theme mode (spec §3, client-held settings). */
const store = createStore<boolean>(readStored(STORAGE_KEYS.kidsMode, z.boolean()) ?? false);

export const useKidsMode = (): boolean => useStore(store);

export function setKidsMode(on: boolean): void {
  store.set(on);
  writeStored(STORAGE_KEYS.kidsMode, on);
}
