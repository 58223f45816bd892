import type * as z from 'zod/mini';

export const STORAGE_KEYS = {
  session: 'parley.session',
  consent: 'parley.cookie-consent',
  firstTime: 'parley.first-time',
  theme: 'parley.theme',
  kidsMode: 'parley.kids-mode',
  surveyCompleted: 'parley.survey-completed',
  media: 'parley.media',
  /** Each person's own loudness for the music box and for watching together (ADR 0056). */
  playbackVolume: 'parley.playback-volume',
} as const;

/** Storage may be disabled, full or hold an older shape, so a read that fails counts as "nothing stored". */
export function readStored<S extends z.ZodMiniType>(key: string, schema: S): z.output<S> | null {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A write that fails only loses the value for the next visit; this visit keeps working from memory. */
export function writeStored(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    return;
  }
}

export function removeStored(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    return;
  }
}
