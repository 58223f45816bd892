import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../lib/i18n/index.ts';

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

afterEach(() => {
  cleanup();
  localStorage.clear();
});
