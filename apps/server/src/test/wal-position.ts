import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../platform/db/port.ts';

/**
 * Where the database's write-ahead log ends: every insert, update or delete moves it, a read does not. Equal
 * positions before and after a request prove it wrote nothing at all, whichever table it might have reached. On a
 * test's own PGlite only: a shared Postgres server's log moves with every other test's writes.
 */
export async function walPosition(db: Db): Promise<string> {
  const [row] = rowsOf<{ lsn: string }>(await db.execute(sql`select pg_current_wal_insert_lsn()::text as lsn`));
  return row!.lsn;
}
