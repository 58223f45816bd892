import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { ROOT, runTool, runToolCapturing } from './lib/run.ts';
import { janusEnv } from './lib/janus.ts';
import {
  SPEECH_PACKAGES,
  ensureChromium,
  ensureDebianPackages,
  findOrStartRedis,
  findPostgres,
  startTestJanus,
} from './lib/services.ts';
import { INITIAL_JS_BUDGET_BYTES, pageWeights, weightReport } from './lib/js-budget.ts';
import { playwrightCounts, stepTable, vitestCounts, type StepResult } from './lib/step-report.ts';
import { WEB_BUILDS, buildWebIfStale, filesWithTestSwitches } from './lib/web-build.ts';

/**
 * Every check CI runs. The quick checks and the web build run side by side (each is one process on one core), then
 * every vitest project in one run, then the browsers. A failing phase ends the run; the table at the end says where
 * the time went and how many tests each step ran.
 */
const started = Date.now();
const inCi = Boolean(process.env.CI);
const reportDir = path.join(ROOT, '.tmp/test-report');
await rm(reportDir, { recursive: true, force: true });
await mkdir(reportDir, { recursive: true });
const results: StepResult[] = [];

function finish(code: number): never {
  console.log(`\n${stepTable(results, (Date.now() - started) / 1000)}`);
  redis?.stop();
  janus?.stop();
  if (code !== 0)
    console.error(
      `\n✗ ${results
        .filter((r) => r.code !== 0)
        .map((r) => r.name)
        .join(', ')} failed`,
    );
  else console.log('\nAll checks passed');
  process.exit(code);
}

interface StepOutcome {
  code: number;
  tests?: string;
  output?: string;
}

async function timed(name: string, step: () => Promise<StepOutcome>) {
  const t = Date.now();
  const { code, tests, output } = await step().catch((err: Error): StepOutcome => ({ code: 1, output: `${err.message}\n` }));
  const result = { name, seconds: (Date.now() - t) / 1000, code, tests };
  if (output) process.stdout.write(`\n▶ ${name}\n${output}`);
  console.log(`${code === 0 ? '✓' : '✗'} ${name} (${result.seconds.toFixed(1)} s)`);
  results.push(result);
  return result;
}

const setupStarted = Date.now();
await ensureDebianPackages(SPEECH_PACKAGES, 'the speech tests run the local engines');
await ensureChromium();
const redis = await findOrStartRedis();
const postgres = await findPostgres();
const janus = await startTestJanus();
results.push({
  name: 'services (Debian packages, Redis, Postgres, Janus)',
  seconds: (Date.now() - setupStarted) / 1000,
  code: 0,
});
// On CI a missing server would quietly skip what only it can prove; elsewhere a developer may not have one.
const missing = [!redis && 'a Redis server', !postgres && 'a Postgres server', !janus && 'Janus'].filter(Boolean);
if (inCi && missing.length > 0) {
  console.error(`CI needs ${missing.join(' and ')}, and none answers or could be started.`);
  janus?.stop();
  process.exit(1);
}
if (!redis) console.log('No Redis server could be found or started: the bus runs its in-process implementation only.');
if (!postgres) console.log('No Postgres server answers: the API tests run on PGlite only.');

const tool = (script: string, args: string[]) => () => runToolCapturing(script, args);
const webBuilds = () =>
  timed('web builds (production without test switches, end-to-end)', async () => {
    await buildWebIfStale('production');
    const leaks = filesWithTestSwitches('production');
    if (leaks.length > 0) return { code: 1, output: `Browser-test switches in the production build: ${leaks.join(', ')}\n` };
    await buildWebIfStale('e2e');
    return { code: 0 };
  });
// Issue 16's budget, read from the production build's manifest: what /login and /events download before they show.
const jsBudget = () =>
  timed('initial JS budget (/login, /events)', async () => {
    const weights = pageWeights(path.join(ROOT, WEB_BUILDS.production.outDir));
    const over = weights.some((w) => w.gzipped > INITIAL_JS_BUDGET_BYTES);
    return { code: over ? 1 : 0, output: `${weightReport(weights)}\n` };
  });
const quick = await Promise.all([
  timed('typecheck (server, contracts, e2e)', tool('typescript/bin/tsc', ['-p', 'tsconfig.json'])),
  timed('typecheck (web)', tool('typescript/bin/tsc', ['-p', 'apps/web/tsconfig.json'])),
  timed('lint', tool('eslint/bin/eslint.js', ['.', '--max-warnings', '0'])),
  timed('format', tool('prettier/bin/prettier.cjs', ['--check', '.', '--log-level', 'warn'])),
  webBuilds().then((built) => (built.code === 0 ? jsBudget() : built)),
]);
if (quick.some((r) => r.code !== 0)) finish(1);

const countsFile = path.join(reportDir, 'vitest-counts.json');
const unit = await timed('unit and API tests (vitest)', async () => {
  const code = await runTool(
    'vitest/vitest.mjs',
    ['run', '--reporter=default', '--reporter=./scripts/lib/vitest-counts-reporter.ts'],
    {
      TEST_DATABASE_URL: postgres ?? '',
      TEST_REDIS_URL: redis?.url,
      TEST_COUNTS_FILE: countsFile,
      ...(janus && janusEnv(janus)),
    },
  );
  return { code, tests: vitestCounts(countsFile).join('; ') };
});
if (unit.code !== 0) finish(unit.code);

/**
 * The media specs (several fake-media browsers each) and the page specs run one after the other: run side by side on
 * two slow cores, the media specs' browsers starved the pages' and both failed on waits.
 */
async function e2eProject(project: 'media' | 'pages', title: string) {
  const report = path.join(reportDir, `e2e-${project}.json`);
  return timed(title, async () => {
    const code = await runTool(
      '@playwright/test/cli.js',
      ['test', '--config', 'e2e/playwright.config.ts', '--project', project],
      { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', PLAYWRIGHT_JSON_OUTPUT_FILE: report, ...(janus && janusEnv(janus)) },
    );
    const counts = playwrightCounts(report);
    if (counts?.flaky.length) console.log(`\nPassed only on their retry:\n${counts.flaky.map((t) => `  ${t}`).join('\n')}`);
    return { code, tests: counts?.line };
  });
}
const media = await e2eProject('media', 'end-to-end tests, live media (Chromium)');
const pages = await e2eProject('pages', 'end-to-end tests, pages (Chromium)');
finish(media.code || pages.code);
