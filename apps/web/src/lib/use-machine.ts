import { useCallback, useRef, useState } from 'react';

/** A reducer's state for rendering, and the same state as of now for callbacks that outlive their render. */
export interface Machine<S, E> {
  state: S;
  current(): S;
  /** Applies the event; false when the reducer refused it (returned the same state). */
  send(event: E): boolean;
}

/**
 * useReducer for state machines driven from async callbacks: an `await` later, a callback must see the phase of
 * now, not of its render, and must know at once whether its transition was allowed.
 */
export function useMachine<S, E>(reducer: (state: S, event: E) => S, init: () => S): Machine<S, E> {
  const [state, setState] = useState(init);
  const latest = useRef(state);
  const send = useCallback(
    (event: E) => {
      const next = reducer(latest.current, event);
      if (next === latest.current) return false;
      latest.current = next;
      setState(next);
      return true;
    },
    [reducer],
  );
  const current = useCallback(() => latest.current, []);
  return { state, current, send };
}
