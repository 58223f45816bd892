import { registerHooks } from 'node:module';
import { PREACT_FOR_REACT } from '../lib/preact/aliases.ts';

/**
 * The tests render with what ships: Preact's compat layer in React's place (ADR 0045). Vite's aliases cover the app's
 * own files; libraries the tests load from node_modules are loaded by Node, some as CommonJS, so Node resolves `react`
 * and `react-dom` the same way here. Runs first among the setup files, before anything imports a library.
 */
const registered = Symbol.for('parley.preact-for-node');
const scope = globalThis as { [registered]?: true };
if (!scope[registered]) {
  scope[registered] = true;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const target = PREACT_FOR_REACT[specifier];
      // preact/compat/client has a CommonJS build beside its ES one: one copy of Preact means the ES one everywhere.
      return target ? nextResolve(target, { ...context, conditions: ['import', 'default'] }) : nextResolve(specifier, context);
    },
  });
}
