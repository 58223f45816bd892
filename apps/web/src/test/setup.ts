import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';
import { afterEach } from 'vitest';
import '../lib/i18n/index.ts';
import { dismissAllToasts } from '../ui/toast/toast-store.ts';

// Preact runs effects after the next frame, with a 100 ms timer beside the frame that calls cancelAnimationFrame: a
// timer left when a file ends fires after jsdom and its cancelAnimationFrame are gone. jsdom paints nothing, so the
// next task is as much "after paint" as it has.
options.requestAnimationFrame = (callback) => setTimeout(callback);

// Routes load their page on first visit; on a busy machine (two cores, other test runs) that alone can take longer
// than the default second (4 s was seen to fall short under the full CI run).
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no matchMedia; MUI asks it for the colour scheme and for reduced motion.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

// jsdom lays nothing out, so nothing is ever resized: an observer that never reports is all it could offer.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  // The toaster shows one toast at a time for 6 s: one left by a test would hold back the next test's.
  dismissAllToasts();
});
