import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createPgliteDatabase } from '../platform/db/pglite.ts';
import { closePlatform, createPlatform } from '../platform/index.ts';

export const OPENAPI_FILE = path.resolve(import.meta.dirname, '../../../../docs/api/openapi.json');

/** Recursively sorts object keys so the checked-in document only changes when the API does. */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** The OpenAPI document of a ready app, as it is written to docs/api/openapi.json. */
export function openApiText(app: FastifyInstance): string {
  return `${JSON.stringify(sortKeys(app.swagger()), null, 2)}\n`;
}

/** Builds the app on throw-away embedded defaults (nothing is listened on or sent) and renders its document. */
export async function generateOpenApi(): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'parley-openapi-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: 'openapi-generation-only-secret-0000000000',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PAYMENTS_PROVIDER: 'sandbox',
    MAIL_PROVIDER: 'outbox',
    // No worker: the document needs the routes, not the jobs (whose start-up sweep reads tables this database lacks).
    ROLES: 'api,realtime',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
  });
  const platform = await createPlatform(config, { database: await createPgliteDatabase({ client: new PGlite() }) });
  try {
    const app = await buildApp({ config, platform, logger: false });
    await app.ready();
    const text = openApiText(app);
    await app.close();
    return text;
  } finally {
    await closePlatform(platform);
    await rm(dataDir, { recursive: true, force: true });
  }
}
