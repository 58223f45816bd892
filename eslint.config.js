// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const dirs = (path) =>
  existsSync(path)
    ? readdirSync(path, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

/**
 * A feature (web) or module (server) may not reach into another one's folder; a server module may publish a
 * `public.ts` (its surface for the others: the live room reads events through it).
 */
const isolate = (root, names, allowed = []) =>
  names.map((name) => ({
    target: `${root}/${name}`,
    from: root,
    except: [`./${name}`, ...allowed],
    message:
      "Features and modules never import each other's insides; use the module's public.ts, a domain event, contracts or a platform port.",
  }));
/** Inside one module: each sub-folder imports only the sibling sub-folders named for it. */
const subModules = (root, allowed) =>
  Object.entries(allowed).flatMap(([name, mayUse]) =>
    Object.keys(allowed)
      .filter((other) => other !== name && !mayUse.includes(other))
      .map((other) => ({
        target: `${root}/${name}`,
        from: `${root}/${other}`,
        message: `${name} does not use ${other}; move what both need to the module's top level or a shared file.`,
      })),
  );
const publicSurfaces = (root) => dirs(root).map((name) => `./${name}/public.ts`);

const WEB = './apps/web/src';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-e2e/**',
      'data/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2024, sourceType: 'module' },
    plugins: { 'import-x': importX },
    // Relative imports carry their .ts/.tsx extension, so the plain node resolver finds every file the boundaries need.
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Cycles through our own files only: no installed package imports ours (nor contracts anything of ours), and
      // walking the installed packages' import graphs took a third of the rule's time, on every lint.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/contracts', from: './apps', message: 'Contracts depend on nothing of ours.' },
            {
              target: './packages/language',
              from: './apps',
              message: 'The language analysis is pure: it depends on contracts and npm libraries only.',
            },
            { target: './apps/server', from: './apps/web' },
            { target: './apps/web', from: './apps/server' },
            // The web app's layers, each importing only those before it: ui, lib → entities → features → app.
            ...['ui', 'lib'].map((layer) => ({
              target: `${WEB}/${layer}`,
              from: [`${WEB}/entities`, `${WEB}/features`, `${WEB}/app`],
              message: `${layer}/ is plumbing and plain components: it knows no entity, feature or route.`,
            })),
            {
              target: `${WEB}/entities`,
              from: [`${WEB}/features`, `${WEB}/app`],
              message: 'entities/ is what several features share; it never reaches into a feature or the app.',
            },
            ...isolate(`${WEB}/entities`, dirs('apps/web/src/entities')).map((zone) => ({
              ...zone,
              message: 'Entities stand alone, one thing each; what two of them need belongs in lib/ or contracts.',
            })),
            { target: `${WEB}/features`, from: `${WEB}/app`, message: 'The app assembles features, not the other way round.' },
            ...isolate(`${WEB}/features`, dirs('apps/web/src/features'), publicSurfaces('apps/web/src/features')),
            ...isolate('./apps/server/src/modules', dirs('apps/server/src/modules'), [
              './module-deps.ts',
              ...publicSurfaces('apps/server/src/modules'),
            ]),
            // Sub-modules of feedback: review and speech stand alone; the job may read aloud (word clips); live
            // hints reuse the job's findings shaping; nothing reaches back into review or live hints.
            ...subModules('./apps/server/src/modules/feedback', {
              review: [],
              speech: [],
              pipeline: ['speech'],
              'live-hints': ['pipeline'],
            }),
            {
              target: './apps/server/src/platform',
              from: './apps/server/src/modules',
              message: 'Ports know nothing of features.',
            },
          ],
        },
      ],
    },
  },
  {
    // The zones above resolve relative paths only; an app reached through its package name is caught here.
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@parley/server', '@parley/server/*', '@parley/web', '@parley/web/*'],
              message: 'Packages depend on nothing of the apps.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Small pieces: a function a screen long and a file one can hold in mind. Tests and data are exempt.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**', '**/*.fixtures.ts', 'packages/*/test/fixtures/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // The service worker is a plain script run by the browser (reminders, offline page; see apps/web/src/lib/service-worker.ts).
    files: ['apps/web/public/sw.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker, TimestampTrigger: 'readonly' } },
  },
  prettier,
);
