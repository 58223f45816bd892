import { useState } from 'react';

/** Whether messages from others arrived while the chat panel was closed. */
export function useUnread(fromOthers: number, open: boolean): boolean {
  const [seen, setSeen] = useState(fromOthers);
  // Reading them is opening the panel: adjusted while rendering, as React recommends over an effect.
  if (open && seen !== fromOthers) setSeen(fromOthers);
  return !open && fromOthers > seen;
}
