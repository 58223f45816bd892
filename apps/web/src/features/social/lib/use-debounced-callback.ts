import { useCallback, useEffect, useRef } from 'react';

/** Typing in the name box searches once the user pauses, not on every key. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A function that calls `callback` once calls have paused for `delay` ms, with the last arguments and the latest
 * `callback` (so it never acts on state from before the pause); a pending call is dropped on unmount.
 */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, delay = SEARCH_DEBOUNCE_MS) {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (...args: A) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), delay);
    },
    [delay],
  );
}
