import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT, runTool } from './run.ts';

const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/flags-plugin.ts',
  'apps/web/package.json',
  'packages/contracts/src',
];
const OUTPUT = path.join(ROOT, 'apps/web/dist/index.html');

function newest(p: string): number {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(p).map((name) => newest(path.join(p, name))));
}

export const webBuildIsCurrent = () =>
  existsSync(OUTPUT) && statSync(OUTPUT).mtimeMs >= Math.max(...INPUTS.map((p) => newest(path.join(ROOT, p))));

/** Builds the web app when any of its sources is newer than the last build. */
export async function buildWebIfStale(): Promise<void> {
  if (webBuildIsCurrent()) return;
  console.log('Building the web app…');
  const code = await runTool('vite/bin/vite.js', [
    'build',
    'apps/web',
    '--config',
    'apps/web/vite.config.ts',
    '--logLevel',
    'warn',
  ]);
  if (code !== 0) throw new Error('The web app did not build');
}
