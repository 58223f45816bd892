import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from '../../db/schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The database port: a drizzle handle on PGlite (embedded) or a Postgres server (scaled). */
export interface DatabasePort {
  readonly driver: 'pglite' | 'postgres';
  readonly db: Db;
  /** Applies pending migrations; safe to call from several instances at once. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = new URL('../../db/migrations', import.meta.url).pathname;

/** A transaction handle or the database itself: store functions take either, so a service decides the boundary. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** PGlite and node-postgres both answer raw queries (`execute`) with `rows`; drizzle's shared type does not say so. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
