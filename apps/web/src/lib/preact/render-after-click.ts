import { options } from 'preact';

/**
 * A click on a radio or checkbox changes it, runs the click listeners, and only then sends `input` and `change`.
 * Preact renders state set in a listener at the next microtask, which comes between listeners: a component that
 * re-renders on click (MUI's Rating clears its hover state) put the controlled `checked` back before the browser sent
 * `change`, so the browser sent none and a click on a star chose nothing. State set during a click renders once the
 * click's whole task is over, after its `change`, as under React (ADR 0045).
 */
const renderSoon = options.debounceRendering ?? queueMicrotask;

options.debounceRendering = (render) => {
  if (globalThis.window?.event?.type === 'click') setTimeout(render);
  else renderSoon(render);
};
