import { registerHooks } from 'node:module';
import path from 'node:path';

/**
 * The tests render with what ships: Preact's compat layer in React's place (ADR 0045). Vite's aliases cover the app's
 * own files; libraries the tests load from node_modules are loaded by Node, some as CommonJS, so Node resolves `react`
 * and `react-dom` the same way here. Runs first among the setup files, before anything imports a library.
 */
const TARGETS: Record<string, string> = {
  react: path.join(import.meta.dirname, '../lib/preact/react.ts'),
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/test-utils': 'preact/test-utils',
};

const registered = Symbol.for('parley.preact-for-node');
const scope = globalThis as { [registered]?: true };
if (!scope[registered]) {
  scope[registered] = true;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const target = TARGETS[specifier];
      // preact/compat/client has a CommonJS build beside its ES one: one copy of Preact means the ES one everywhere.
      return target ? nextResolve(target, { ...context, conditions: ['import', 'default'] }) : nextResolve(specifier, context);
    },
  });
}
