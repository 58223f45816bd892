import { useEffect, useRef } from 'react';

/** Read by the Toaster: how much of the bottom of the screen a bar of controls takes while it is shown. */
export const TOAST_CLEARANCE_VAR = '--toast-clearance';

/**
 * Keeps toasts above a bar at the bottom of the screen, such as the live room's controls: a toast over them hid the
 * button one had to press next, and a pointer resting there held the toast open (MUI pauses it under the mouse).
 */
export function useToastClearance<Bar extends HTMLElement>() {
  const ref = useRef<Bar>(null);
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement.style;
    const measure = () =>
      root.setProperty(TOAST_CLEARANCE_VAR, `${Math.max(0, window.innerHeight - bar.getBoundingClientRect().top)}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.removeProperty(TOAST_CLEARANCE_VAR);
    };
  }, []);
  return ref;
}
