import { useCallback, useState } from 'react';
import * as z from 'zod/mini';
import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/browser-storage/local-store.ts';

/** The spec's client-held media constraints, remembered for the next event on this browser. */
const mediaSettingsSchema = z.object({
  audio: z.boolean(),
  video: z.boolean(),
  cameraId: z.nullable(z.string()),
  microphoneId: z.nullable(z.string()),
  speakerId: z.nullable(z.string()),
  blur: z.boolean(),
});
export type MediaSettings = z.infer<typeof mediaSettingsSchema>;

const DEFAULTS: MediaSettings = { audio: true, video: true, cameraId: null, microphoneId: null, speakerId: null, blur: false };

export function useMediaSettings() {
  const [settings, setSettings] = useState<MediaSettings>(() => readStored(STORAGE_KEYS.media, mediaSettingsSchema) ?? DEFAULTS);
  const update = useCallback((change: Partial<MediaSettings>) => {
    setSettings((current) => {
      const next = { ...current, ...change };
      writeStored(STORAGE_KEYS.media, next);
      return next;
    });
  }, []);
  return [settings, update] as const;
}
