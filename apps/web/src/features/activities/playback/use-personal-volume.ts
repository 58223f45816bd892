import { useState } from 'react';
import * as z from 'zod/mini';
import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/browser-storage/local-store.ts';

const levelSchema = z.object({ volume: z.number().check(z.gte(0), z.lte(1)), muted: z.boolean() });
const storedSchema = z.partialRecord(z.enum(['music', 'watch']), levelSchema);
export type VolumeLevel = z.infer<typeof levelSchema>;

/** Music under a conversation is background: it starts quieter than a video the room watches. */
const DEFAULTS = { music: { volume: 0.4, muted: false }, watch: { volume: 0.8, muted: false } } as const;

/** This person's own loudness for the music box or for watching together, kept on the device for the next room. */
export function usePersonalVolume(kind: keyof typeof DEFAULTS) {
  const [level, setLevel] = useState<VolumeLevel>(
    () => readStored(STORAGE_KEYS.playbackVolume, storedSchema)?.[kind] ?? DEFAULTS[kind],
  );
  const change = (next: VolumeLevel) => {
    setLevel(next);
    writeStored(STORAGE_KEYS.playbackVolume, { ...readStored(STORAGE_KEYS.playbackVolume, storedSchema), [kind]: next });
  };
  return [level, change] as const;
}
