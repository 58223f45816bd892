/**
 * `npm run bench -- lighthouse`: Lighthouse's mobile preset on /login and /pricing as a first visit and on /events
 * signed in as the demo student, each page in a fresh headless Debian Chromium against a fresh `npm start` (embedded
 * defaults, production build) on a free port. Each page is measured --runs times (3) and its median run by performance
 * is reported. Target (issue 16): performance ≥ 90 and accessibility 100 on every page.
 * Flags: --runs <n>, --no-write, --web-dist <dir> (serve another build of the web app, such as one built from an earlier
 * commit with `vite build --outDir`, to compare two builds in the same minutes: runs hours apart on a shared machine
 * differ more than most changes do). Exit: 0 met · 1 missed or invalid run.
 */
import os from 'node:os';
import { authApi } from '@parley/contracts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@parley/server/db/seed';
import { freePort } from '@parley/server/test/server-process';
import { ACCEPTED_CONSENT, CONSENT_KEY } from '../../e2e/support/fixtures.ts';
import { measurePage, type PageScore } from './lib/lighthouse-page.ts';
import { runFooter } from './lib/machine.ts';
import { startProduct } from './lib/product.ts';
import { table, writeSection } from './lib/results-doc.ts';

const MIN_PERFORMANCE = 90;
const MIN_ACCESSIBILITY = 100;
/** Where the web app keeps its session (apps/web/src/lib/browser-storage/local-store.ts). */
const SESSION_KEY = 'parley.session';

const log = (line: string) => console.error(`[bench:lighthouse] ${line}`);

const flag = (args: string[], name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

/** The demo student's session as the web app stores it after logging in, with the cookie question answered. */
async function signedInStorage(baseUrl: string): Promise<Record<string, string>> {
  const res = await fetch(baseUrl + authApi.login.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.student.email, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`demo login answered ${res.status}: ${await res.text()}`);
  return { [SESSION_KEY]: await res.text(), [CONSENT_KEY]: JSON.stringify(ACCEPTED_CONSENT) };
}

async function medianRun(url: string, runs: number, storage?: Record<string, string>): Promise<PageScore> {
  const scores: PageScore[] = [];
  for (let i = 1; i <= runs; i++) {
    const score = await measurePage(url, storage);
    log(`${url} run ${i}: performance ${score.performance}, accessibility ${score.accessibility}`);
    scores.push(score);
  }
  const sorted = scores.sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const passes = (s: PageScore) => s.performance >= MIN_PERFORMANCE && s.accessibility >= MIN_ACCESSIBILITY;

function row(page: string, s: PageScore): string[] {
  return [
    page,
    String(s.performance),
    String(s.accessibility),
    (s.lcpMs / 1000).toFixed(1),
    String(Math.round(s.tbtMs)),
    s.cls.toFixed(3),
    String(Math.round(s.transferKiB)),
    passes(s) ? 'yes' : 'no',
  ];
}

export async function run(args: string[]): Promise<number> {
  const runs = Number(flag(args, '--runs') ?? 3);
  const webDist = flag(args, '--web-dist');
  // scripts/start.ts serves the build named here instead of its own.
  if (webDist) process.env.WEB_DIST = webDist;
  const loadBefore = os.loadavg()[0]!;
  const product = await startProduct({ port: await freePort(), mail: false });
  const results: [string, PageScore][] = [];
  try {
    const signedIn = await signedInStorage(product.url);
    for (const [page, storage] of [
      ['/login', undefined],
      ['/pricing', undefined],
      ['/events', signedIn],
    ] as const) {
      const score = await medianRun(product.url + page, runs, storage);
      for (const line of score.findings) log(`${page} ${line}`);
      results.push([page === '/events' ? '/events (signed in)' : page, score]);
    }
  } finally {
    await product.stop();
  }
  const date = new Date().toISOString().slice(0, 10);
  const markdown = [
    `## lighthouse — ${date}`,
    '',
    "Lighthouse 12, its default mobile preset (a mid-range phone: simulated slow 4G, 4× CPU slowdown), on a fresh `npm start`'s",
    '`/login` and `/pricing` as a first visit (empty storage, the cookie question open) and `/events` signed in as the',
    `demo student, each in a fresh headless Debian Chromium with an empty cache; median of ${runs} run(s) by performance.`,
    `Target: performance ≥ ${MIN_PERFORMANCE} and accessibility ${MIN_ACCESSIBILITY} on every page.`,
    '',
    table(
      ['page', 'performance', 'accessibility', 'LCP s', 'TBT ms', 'CLS', 'transferred KiB', 'met'],
      results.map(([page, s]) => row(page, s)),
    ),
    '',
    ...(webDist ? [`- Web app served from ${webDist}, not this commit's build`] : []),
    ...runFooter(loadBefore, 'server and browser share these cores'),
  ].join('\n');
  console.log(`\n${markdown}\n`);
  if (!args.includes('--no-write')) {
    await writeSection(`lighthouse:${date}`, markdown);
    log('written to docs/benchmarks.md');
  }
  return results.every(([, s]) => passes(s)) ? 0 : 1;
}
