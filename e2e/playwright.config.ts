import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.ts';
import { appServerEnv } from './support/app-server-env.ts';
import { BASE_URL, E2E_PORT, MAIL_HTTP_PORT, TRANSLATE_PORT } from './support/ports.ts';

const root = path.resolve(import.meta.dirname, '..');
// One data directory per port, so two runs on different ports (E2E_PORT=…) never delete each other's database.
const dataDir = path.join(root, `.tmp/e2e-data-${E2E_PORT}`);
/**
 * `E2E_SCREENSHOT=1 … --grep "@screenshot|@docs"` (npm run screenshot -w @parley/e2e) refreshes docs/screenshot.png and
 * the pictures in docs/features/images (docsScreenshot).
 */
const screenshotRun = Boolean(process.env.E2E_SCREENSHOT);
/**
 * Specs that run several fake-media browsers or make the server decode speech. Two of them side by side starve the two
 * cores (timers stall, first video misses its wait), so they take one worker between them; the rest share the other.
 */
const MEDIA_SPECS = [
  'live/**/*.spec.ts',
  'activities/**/*.spec.ts',
  'recordings/**/*.spec.ts',
  'feedback/**/*.spec.ts',
  'interview/workshop.spec.ts',
  'interview/hands-free.spec.ts',
  'classroom/recording-reply.spec.ts',
  'lessons/**/*.spec.ts',
  'vocabulary/**/*.spec.ts',
  'notifications/feedback-mail.spec.ts',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  grepInvert: screenshotRun ? undefined : /@screenshot/,
  fullyParallel: true,
  forbidOnly: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // A CI machine shared with other work ran every step at half speed once (2026-11-25: format 67 s instead of 34):
  // pages took over 7 s to render and eleven journeys failed twice. Waits only cost time when something is wrong.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 7_000 },
  // `npm test` reads the JSON for its step table (counts, and the tests that passed only on their retry).
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['list'], ['json']] : [['list']],
  outputDir: path.join(root, 'test-results'),
  // `npm test` runs the projects one after the other (scripts/test.ts): the media specs one at a time, as each starts
  // several fake-media browsers, then the pages two at a time. Each keeps its own results, as the second run empties
  // the output folder it writes to.
  projects: [
    { name: 'media', testMatch: MEDIA_SPECS, workers: 1, outputDir: path.join(root, 'test-results/media') },
    { name: 'pages', testIgnore: MEDIA_SPECS, outputDir: path.join(root, 'test-results/pages') },
  ],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    // A page that the service worker serves made Playwright's goto fail with ERR_ABORTED on a loaded machine (the
    // worker answered 200): only the specs about the worker (pwa, reminders) run with it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    {
      command: `node ${path.join(root, 'e2e/support/mail-catcher.ts')}`,
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/health`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      // LibreTranslate is a third-party server: the server tests' stand-in answers for it.
      command: `node ${path.join(root, 'e2e/support/translate-standin.ts')}`,
      port: TRANSLATE_PORT,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      // A fresh embedded database each run; mail goes over real SMTP to the catcher above.
      command: `rm -rf ${dataDir} && node ${path.join(root, 'scripts/start.ts')}`,
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      cwd: root,
      env: appServerEnv(E2E_PORT, dataDir),
    },
  ],
});
