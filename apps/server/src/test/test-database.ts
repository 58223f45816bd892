import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { createPgliteDatabase } from '../platform/db/pglite.ts';
import { createPostgresDatabase } from '../platform/db/postgres.ts';
import { withDatabase } from './database-url.ts';
import type { DatabasePort } from '../platform/db/port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string | null;
    postgresTemplate: { url: string; database: string } | null;
  }
}

/**
 * True in the project that runs on a Postgres server. Tests of several server processes sharing one database need
 * it (PGlite lives inside one process): `describe.runIf(onPostgres())` shows them as skipped elsewhere.
 */
export const onPostgres = () => inject('postgresTemplate') !== null;

/**
 * A throw-away, migrated database: a Postgres database cloned from the migrated template when a
 * server is configured (TEST_DATABASE_URL), otherwise a PGlite loaded from the template's dump.
 */
export async function createTestDatabase(): Promise<DatabasePort & { url?: string }> {
  const server = inject('postgresTemplate');
  if (server) {
    const name = `parley_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query(`create database ${name} template ${server.database}`);
    await admin.end();
    const url = withDatabase(server.url, name);
    const port = await createPostgresDatabase(url);
    return {
      ...port,
      url,
      close: async () => {
        await port.close();
        const dropper = new pg.Client({ connectionString: server.url });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  const template = inject('pgliteTemplate');
  if (!template) throw new Error('This project was given no database template (vitest.config.ts)');
  const [dump, assets] = await Promise.all([readFile(template), (pgliteAssets ??= loadPgliteAssets())]);
  const client = new PGlite({ loadDataDir: new Blob([dump]), ...assets });
  return createPgliteDatabase({ client });
}

/**
 * PGlite's compiled WebAssembly and file-system bundle, read and compiled once per worker (files share their worker's
 * modules) instead of once per database: a fifth of each throw-away database's start.
 */
// The server's TypeScript libs type WebAssembly's namespace but not its global object, which Node has.
const wasmApi = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } })
  .WebAssembly;
let pgliteAssets: Promise<{ pgliteWasmModule: WebAssembly.Module; fsBundle: Blob }> | undefined;
async function loadPgliteAssets() {
  const dist = new URL('.', import.meta.resolve('@electric-sql/pglite'));
  const [wasm, data] = await Promise.all([readFile(new URL('pglite.wasm', dist)), readFile(new URL('pglite.data', dist))]);
  return { pgliteWasmModule: await wasmApi.compile(wasm), fsBundle: new Blob([data]) };
}
