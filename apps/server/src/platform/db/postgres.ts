import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '../../db/schema/index.ts';
import { MIGRATIONS_FOLDER, type DatabasePort, type Db } from './port.ts';

/** Arbitrary constant: the advisory lock that keeps concurrent instances from migrating at once. */
const MIGRATION_LOCK_ID = 72_610_001;

export async function createPostgresDatabase(url: string): Promise<DatabasePort> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  return {
    driver: 'postgres',
    db,
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}
