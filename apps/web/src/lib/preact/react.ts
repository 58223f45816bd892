/**
 * What the web app and its libraries import as `react` (vite.config.ts aliases it): Preact's compat layer, plus what
 * of React it lacks and the app uses: `autoFocus` (auto-focus.ts), a click's `change` arriving before the re-render
 * (render-after-click.ts), and `useOptimistic`, which React Router's RouterProvider reads for its opt-in transition
 * mode; this app does not turn that on, so the state it is given is the state it shows (ADR 0045).
 */
import './auto-focus.ts';
import './render-after-click.ts';

// @ts-expect-error -- preact/compat's types declare a namespace (`export =`); the module it ships is plain ES.
export * from 'preact/compat';
export { default } from 'preact/compat';

export function useOptimistic<State>(state: State): [State, (action: State) => void] {
  return [state, () => {}];
}
