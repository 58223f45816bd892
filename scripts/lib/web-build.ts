import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { PRERENDER_DIR, PRERENDER_MANIFEST } from '@parley/contracts/common/prerender';
import { ROOT, runTool } from './run.ts';

const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/flags-plugin.ts',
  'apps/web/font-fallback-plugin.ts',
  'apps/web/page-preload-plugin.ts',
  'apps/web/prerender-plugin.ts',
  'apps/web/excalidraw-assets-plugin.ts',
  'apps/web/package.json',
  'packages/contracts/src',
];

/**
 * `production` is what `npm start` serves. `e2e` is the same app with the browser tests' switches compiled in
 * (VITE_E2E_HOOKS: loopback-only media, a forced recorder format); production builds leave them out entirely.
 */
export const WEB_BUILDS = {
  production: { outDir: 'apps/web/dist', env: {} },
  e2e: { outDir: 'apps/web/dist-e2e', env: { VITE_E2E_HOOKS: '1' } },
} as const;
export type WebBuild = keyof typeof WEB_BUILDS;

function newest(p: string): number {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(p).map((name) => newest(path.join(p, name))));
}

const webBuildIsCurrent = (build: WebBuild) => {
  // The build's last step writes the prerendered pages' list: a build stopped before it is not current.
  const output = path.join(ROOT, WEB_BUILDS[build].outDir, PRERENDER_DIR, PRERENDER_MANIFEST);
  return existsSync(output) && statSync(output).mtimeMs >= Math.max(...INPUTS.map((p) => newest(path.join(ROOT, p))));
};

/** Builds the web app when any of its sources is newer than the last build of that kind. */
export async function buildWebIfStale(build: WebBuild = 'production'): Promise<void> {
  if (webBuildIsCurrent(build)) return;
  console.log(`Building the web app (${build})…`);
  const { outDir, env } = WEB_BUILDS[build];
  const code = await runTool(
    'vite/bin/vite.js',
    [
      'build',
      'apps/web',
      '--config',
      'apps/web/vite.config.ts',
      '--logLevel',
      'warn',
      '--outDir',
      path.join(ROOT, outDir),
      '--emptyOutDir',
    ],
    env,
  );
  if (code !== 0) throw new Error('The web app did not build');
}

/** The browser tests' localStorage switches all share this prefix (the web app's test-hooks files). */
const TEST_SWITCH_PREFIX = 'parley.e2e-';

/** Files of a build that still mention a browser-test switch: none may, in production. */
export function filesWithTestSwitches(build: WebBuild): string[] {
  const assets = path.join(ROOT, WEB_BUILDS[build].outDir, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js') && readFileSync(path.join(assets, name), 'utf8').includes(TEST_SWITCH_PREFIX))
    .map((name) => path.join(WEB_BUILDS[build].outDir, 'assets', name));
}
