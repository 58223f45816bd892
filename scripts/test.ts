import { runTool } from './lib/run.ts';
import { SPEECH_PACKAGES, ensureChromium, ensureDebianPackages, findOrStartRedis, findPostgres } from './lib/services.ts';
import { buildWebIfStale } from './lib/web-build.ts';

/** Every check CI runs, in order, stopping at the first failure. */
const started = Date.now();
await ensureDebianPackages(SPEECH_PACKAGES, 'the speech tests run the local engines');
const redis = await findOrStartRedis();
if (!redis) console.log('No Redis server could be found or started: the bus runs its in-process implementation only.');
const withRedis = redis ? { TEST_REDIS_URL: redis.url } : {};
const steps: [string, () => Promise<number>][] = [
  [
    'typecheck',
    () =>
      runTool('typescript/bin/tsc', ['-p', 'tsconfig.json']).then(
        async (c) => c || runTool('typescript/bin/tsc', ['-p', 'apps/web/tsconfig.json']),
      ),
  ],
  ['lint', () => runTool('eslint/bin/eslint.js', ['.', '--max-warnings', '0'])],
  ['format', () => runTool('prettier/bin/prettier.cjs', ['--check', '.', '--log-level', 'warn'])],
  ['unit and API tests (PGlite)', () => runTool('vitest/vitest.mjs', ['run'], { ...withRedis, TEST_DATABASE_URL: '' })],
];

const postgres = await findPostgres();
if (postgres) {
  steps.push([
    'API tests (Postgres server)',
    () => runTool('vitest/vitest.mjs', ['run', '--project', 'server'], { ...withRedis, TEST_DATABASE_URL: postgres }),
  ]);
} else {
  console.log('No Postgres server answers: the API tests run on PGlite only.');
}
steps.push([
  'end-to-end tests (Chromium)',
  async () => {
    await ensureChromium();
    await buildWebIfStale();
    return runTool('@playwright/test/cli.js', ['test', '--config', 'e2e/playwright.config.ts'], {
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    });
  },
]);

for (const [name, step] of steps) {
  console.log(`\n▶ ${name}`);
  const t = Date.now();
  const code = await step();
  if (code !== 0) {
    console.error(`\n✗ ${name} failed (exit ${code})`);
    redis?.stop();
    process.exit(code);
  }
  console.log(`✓ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}
redis?.stop();
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
