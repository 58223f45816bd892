import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { ManualClock } from '../platform/clock/port.ts';
import { closePlatform, createPlatform, type Platform } from '../platform/index.ts';
import { createDomainEvents } from '../shared/domain-events.ts';
import { freePort } from './server-process.ts';
import { startSmtpCapture } from './smtp-capture.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestAppOptions {
  env?: Record<string, string>;
  platform?: Partial<Platform>;
  /** Logger options (with a stream the test reads); no logging without. */
  logger?: FastifyServerOptions['logger'];
}

/** The real app on a throw-away database, a real SMTP exchange and a clock the test controls. */
export async function createTestApp(options: TestAppOptions = {}) {
  const smtp = await startSmtpCapture();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'parley-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-000',
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    AUTH_RATE_LIMIT_PER_IP: '100000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
    // Per-person limits are lifted: their own tests set them back.
    OPEN_RECORDINGS_MAX: '100000',
    FEEDBACK_JOBS_IN_FLIGHT_MAX: '100000',
    TTS_SYNTHESES_PER_WINDOW: '100000',
    PUBLIC_URL: 'http://localhost:3000',
    ...options.env,
  });
  const clock = new ManualClock('2026-03-01T10:00:00Z');
  const database = await createTestDatabase();
  const platform = await createPlatform(config, { database, clock, ...options.platform });
  const app = await buildApp({ config, platform, logger: options.logger ?? false });
  await app.ready();
  return {
    app,
    config,
    clock,
    smtp,
    platform,
    /** Tells every instance what a module would (`everywhere` events reach the app through the shared bus). */
    domain: createDomainEvents(platform.bus, (err) => {
      throw err;
    }),
    db: database.db,
    async close() {
      await app.close();
      await closePlatform(platform);
      await smtp.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The app listening on its own PUBLIC_URL, so the sandbox provider's webhooks, posted over HTTP by the job queue,
 * reach it; the period-end sweep runs when the test says, not on its timer.
 */
export async function createPaymentsTestApp(): Promise<TestApp> {
  const port = await freePort();
  const t = await createTestApp({ env: { PUBLIC_URL: `http://127.0.0.1:${port}`, PAYMENTS_SANDBOX_SWEEP_MS: '3600000' } });
  await t.app.listen({ port, host: '127.0.0.1' });
  return t;
}
