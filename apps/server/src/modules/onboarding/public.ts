import * as z from 'zod/mini';
import { DEFAULT_EMAIL_PREFERENCES, emailPreferencesSchema, type EmailPreferences } from '@parley/contracts';
import type { Db } from '../../platform/db/port.ts';
import { insertResult, latestResult } from './onboarding.store.ts';

/**
 * A member's email preferences: their newest EmailPreferenceModule answer over the defaults, so a key added after they
 * answered reads as its default (ADR 0063).
 */
export async function emailPreferencesOf(db: Db, userId: number): Promise<EmailPreferences> {
  const row = await latestResult(db, userId, 'EmailPreferenceModule');
  const saved = z.partial(emailPreferencesSchema).safeParse(row?.data ?? {});
  return { ...DEFAULT_EMAIL_PREFERENCES, ...(saved.success ? saved.data : {}) };
}

/** Turns one preference off as a new answer, so the settings page and the history show it like any other change. */
export async function turnOffEmailPreference(db: Db, userId: number, key: keyof EmailPreferences, now: Date) {
  const current = await emailPreferencesOf(db, userId);
  if (!current[key]) return;
  await insertResult(db, userId, 'EmailPreferenceModule', { ...current, [key]: false }, now);
}
