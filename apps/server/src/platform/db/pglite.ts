import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from '../../db/schema/index.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { MIGRATIONS_FOLDER, type DatabasePort, type Db } from './port.ts';

/** Embedded Postgres in `dataDir` (or in memory when undefined), or an already open PGlite such as a test clone. */
export async function createPgliteDatabase(source: { dataDir?: string } | { client: PGlite }): Promise<DatabasePort> {
  const unlock = 'dataDir' in source && source.dataDir ? lockDataDir(source.dataDir) : () => undefined;
  const client = 'client' in source ? source.client : new PGlite(source.dataDir);
  await client.waitReady;
  const db = drizzle({ client, schema }) as unknown as Db;
  let closed = false;
  return {
    driver: 'pglite',
    db,
    migrate: () => migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      if (closed) throw new Error('database is closed');
      await client.query('select 1');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
      unlock();
    },
  };
}
