import * as z from 'zod/mini';
import { readStored, removeStored, STORAGE_KEYS, writeStored } from './local-store.ts';
import { createStore, useStore } from '../external-store.ts';

export const FIRST_TIME_FLAGS = ['dashboardIntro'] as const;
export type FirstTimeFlag = (typeof FIRST_TIME_FLAGS)[number];

const seenSchema = z.partialRecord(z.enum(FIRST_TIME_FLAGS), z.boolean());
const store = createStore(readStored(STORAGE_KEYS.firstTime, seenSchema) ?? {});

/** True until the user has dismissed the hint behind this flag on this device. */
export function useFirstTime(flag: FirstTimeFlag): boolean {
  return !useStore(store)[flag];
}

export function markSeen(flag: FirstTimeFlag): void {
  const next = { ...store.get(), [flag]: true };
  store.set(next);
  writeStored(STORAGE_KEYS.firstTime, next);
}

/** The next person to log in on this device is new to the hints too. */
export function resetFirstTimeFlags(): void {
  store.set({});
  removeStored(STORAGE_KEYS.firstTime);
}
