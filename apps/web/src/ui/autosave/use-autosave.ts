import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api/api-error.ts';
import { Autosaver, type AutosaveState } from './autosave.ts';

/** The network or the server failed: worth trying again. A refusal (too long, not yours) waits for the next change. */
const retryable = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500 || [408, 429].includes(error.status);

/**
 * Autosave for one draft (lib/autosave.ts): a pause of 800 ms, retries after 2, 5, 10 and then every 30 s. Leaving the
 * note or hiding the tab sends what waits; closing the tab with something unsaved asks first.
 */
export function useAutosave<T>(save: (value: T) => Promise<void>) {
  const [state, setState] = useState<AutosaveState>({ kind: 'idle' });
  const [saver] = useState(
    () => new Autosaver(save, { delayMs: 800, retryMs: [2000, 5000, 10_000, 30_000], retryable, onState: setState }),
  );
  saver.setSave(save);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (saver.unsaved) event.preventDefault();
    };
    const hidden = () => {
      if (document.visibilityState === 'hidden') saver.flush();
    };
    window.addEventListener('beforeunload', warn);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('beforeunload', warn);
      document.removeEventListener('visibilitychange', hidden);
      saver.flush();
    };
  }, [saver]);
  return { state, saver };
}
