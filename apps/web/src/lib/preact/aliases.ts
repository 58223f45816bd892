import path from 'node:path';

/**
 * What each React module name resolves to (ADR 0045): one list for the build's aliases (vite.config.ts) and for Node
 * in the tests (src/test/preact-for-node.ts), so the app and its tests cannot render with different libraries.
 */
export const PREACT_FOR_REACT: Record<string, string> = {
  react: path.join(import.meta.dirname, 'react.ts'),
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/test-utils': 'preact/test-utils',
};
