import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Issue 16's goal for what a phone downloads before a page shows, gzipped. */
export const INITIAL_JS_GOAL_BYTES = 150 * 1024;
/**
 * What the step enforces until the goal is reachable: the measured weight rounded up, a ratchet that only ever moves
 * down (ADR 0037; 320 kB with React DOM, 270 kB since Preact renders, ADR 0045; 260 kB since forms and header menus
 * leave MUI's select and menu to the pages that use them; 255 kB since features carry their own texts; 240 kB since
 * the contracts are written in Zod Mini, ADR 0047).
 */
export const INITIAL_JS_BUDGET_BYTES = 240 * 1024;

/**
 * The pages held to the budget, by the modules the router loads for them: the page the route table names
 * (apps/web/src/app/route-table.ts) and, for a page in the dashboard, the dashboard's frame around it.
 */
export const BUDGET_PAGES: Record<string, string[]> = {
  '/login': ['src/features/auth/pages/LoginPage.tsx'],
  '/events': ['src/features/events/pages/EventsPage.tsx', 'src/app/dashboard/DashboardLayout.tsx'],
};

/** The part of an entry of Vite's build manifest (`build.manifest`) this check reads. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The JS files a page needs before it renders: the entries (the app and the page preloader, both in index.html) and
 * the page's modules with everything they import statically, which the browser loads or preloads at once. Dynamic
 * imports load later, on use, and are not counted.
 */
export function initialFiles(manifest: Manifest, pageModules: string[]): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (!entries.length) throw new Error('The build manifest has no entry');
  for (const module of pageModules)
    if (!manifest[module]) throw new Error(`The build manifest has no chunk for ${module}: did the route table move it?`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  entries.forEach(visit);
  pageModules.forEach(visit);
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

export interface PageWeight {
  page: string;
  files: { file: string; gzipped: number }[];
  gzipped: number;
}

/** Each budget page's initial JS in a built web app (its `dist` folder), gzipped as the build's .gz files are. */
export function pageWeights(distDir: string, pages = BUDGET_PAGES): PageWeight[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  return Object.entries(pages).map(([page, modules]) => {
    const files = initialFiles(manifest, modules).map((file) => ({
      file,
      gzipped: gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length,
    }));
    return { page, files, gzipped: files.reduce((sum, f) => sum + f.gzipped, 0) };
  });
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The lines the test run prints: each page's total against the budget, then its files, largest first. */
export function weightReport(weights: PageWeight[], budget = INITIAL_JS_BUDGET_BYTES): string {
  return weights
    .flatMap(({ page, files, gzipped }) => [
      `${gzipped > budget ? '✗' : '✓'} ${page}: ${kB(gzipped)} of initial JS gzipped in ${files.length} files (budget ${kB(budget)}, goal ${kB(INITIAL_JS_GOAL_BYTES)})`,
      ...files.toSorted((a, b) => b.gzipped - a.gzipped).map((f) => `    ${kB(f.gzipped).padStart(9)}  ${f.file}`),
    ])
    .join('\n');
}
