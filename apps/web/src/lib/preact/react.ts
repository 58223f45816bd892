/**
 * What the web app and its libraries import as `react` (vite.config.ts aliases it): Preact's compat layer, plus the
 * one React 19 hook it lacks. React Router's RouterProvider reads `useOptimistic` for its opt-in transition mode,
 * which this app does not turn on, so the state it is given is the state it shows (ADR 0045).
 */
// @ts-expect-error -- preact/compat's types declare a namespace (`export =`); the module it ships is plain ES.
export * from 'preact/compat';
export { default } from 'preact/compat';

export function useOptimistic<State>(state: State): [State, (action: State) => void] {
  return [state, () => {}];
}
