import * as z from 'zod/mini';
import { readStored, STORAGE_KEYS, writeStored } from './local-store.ts';
import { createStore, useStore } from '../external-store.ts';

/**
 * The spec's persisted survey-completed flag, per account: unlike the first-time hints it survives logout, so a
 * person who answered the exit survey on this device is not asked again even before the server has said so.
 */
const doneSchema = z.array(z.int());
const store = createStore<number[]>(readStored(STORAGE_KEYS.surveyCompleted, doneSchema) ?? []);

export const useSurveyCompleted = (userId: number): boolean => useStore(store).includes(userId);

export function rememberSurveyCompleted(userId: number): void {
  if (store.get().includes(userId)) return;
  const next = [...store.get(), userId];
  store.set(next);
  writeStored(STORAGE_KEYS.surveyCompleted, next);
}
