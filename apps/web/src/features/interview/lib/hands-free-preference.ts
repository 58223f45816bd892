import { useState } from 'react';
import * as z from 'zod/mini';
import { readStored, writeStored } from '../../../lib/browser-storage/local-store.ts';

/**
 * The hands-free switch, kept on the device for the next session. The key lives with the feature rather than in
 * STORAGE_KEYS, which every page's initial JS carries.
 */
export const HANDS_FREE_KEY = 'parley.interview-hands-free';

/** Off until the learner turns it on: an examiner that moves on by itself is a choice, not a surprise. */
export function useHandsFreePreference() {
  const [on, setOn] = useState(() => readStored(HANDS_FREE_KEY, z.boolean()) ?? false);
  const change = (next: boolean) => {
    setOn(next);
    writeStored(HANDS_FREE_KEY, next);
  };
  return [on, change] as const;
}
