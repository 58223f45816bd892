import type { LiveHints } from '@parley/contracts';
import { useCallback, useState } from 'react';
import { mergeLiveHints, NO_HINTS, type LiveHintsState } from './live-hints.ts';

/** The hints of the recording being made: taken from each upload's answer, cleared for a new one or on delete. */
export function useLiveHints() {
  const [hints, setHints] = useState<LiveHintsState>(NO_HINTS);
  const take = useCallback((answer: LiveHints | undefined) => {
    if (answer) setHints((state) => mergeLiveHints(state, answer));
  }, []);
  const clear = useCallback(() => setHints(NO_HINTS), []);
  return { hints, take, clear };
}
