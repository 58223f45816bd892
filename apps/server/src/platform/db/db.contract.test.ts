// Postgres pass too: the db port's own contract, migrations and restarts on either implementation.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { asc, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import * as schema from '../../db/schema/index.ts';
import { withDatabase } from '../../test/database-url.ts';
import { onPostgres } from '../../test/test-database.ts';
import { createPgliteDatabase } from './pglite.ts';
import type { DatabasePort, Db } from './port.ts';
import { MIGRATIONS_FOLDER } from './port.ts';
import { createPostgresDatabase } from './postgres.ts';

interface Harness {
  /** This project's database is of this kind: PGlite in the `server` pass, Postgres in `server-postgres`. */
  here: boolean;
  /** Several instances may run on one database (Postgres); PGlite's data directory takes one process. */
  shared: boolean;
  /** Makes an empty database (no schema, no migrations applied). */
  setUp(): Promise<void>;
  /** A port on that database, as a server process opens it at start. */
  open(): Promise<DatabasePort>;
  /** Where not shared: what another process opening the database meanwhile gets ("opened", or its error's name). */
  openInAnotherProcess?(): Promise<string>;
  tearDown(): Promise<void>;
}

/**
 * The embedded default in a data directory, as `DATA_DIR` gives it. Creating one costs PGlite seconds (initdb), so the
 * directory starts from the migrated template of this run and its schemas are dropped.
 */
function pgliteHarness(): Harness {
  let dir = '';
  const dataDir = () => path.join(dir, 'pglite');
  return {
    here: inject('pgliteTemplate') !== null,
    shared: false,
    setUp: async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'parley-db-contract-'));
      const seed = new PGlite(dataDir(), { loadDataDir: new Blob([await readFile(inject('pgliteTemplate')!)]) });
      await seed.exec('drop schema public cascade; create schema public; drop schema drizzle cascade');
      await seed.close();
    },
    open: () => createPgliteDatabase({ dataDir: dataDir() }),
    openInAnotherProcess: async () => {
      const script = `
        const { createPgliteDatabase } = await import(${JSON.stringify(path.join(import.meta.dirname, 'pglite.ts'))});
        try {
          await (await createPgliteDatabase({ dataDir: ${JSON.stringify(dataDir())} })).close();
          console.log('opened');
        } catch (err) {
          console.log(err.constructor.name);
        }`;
      const { stdout } = await run(process.execPath, ['--input-type=module', '--eval', script]);
      return stdout.trim();
    },
    tearDown: () => rm(dir, { recursive: true, force: true }),
  };
}

/** A database of its own on the Postgres server of the `server-postgres` pass (TEST_DATABASE_URL). */
function postgresHarness(): Harness {
  const name = `parley_c_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: inject('postgresTemplate')!.url });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  return {
    here: onPostgres(),
    shared: true,
    setUp: () => admin(`create database ${name}`),
    open: () => createPostgresDatabase(withDatabase(inject('postgresTemplate')!.url, name)),
    tearDown: () => admin(`drop database if exists ${name} with (force)`),
  };
}

const run = promisify(execFile);
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const journal = async () =>
  (JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] })
    .entries;
const applied = async (db: Db) =>
  rowsOf<{ created_at: string | number }>(
    await db.execute(sql`select created_at from drizzle.__drizzle_migrations order by created_at`),
  ).map((r) => Number(r.created_at));
const declaredTables = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();
const outbox = (subject: string) => ({ to: 'port@example.com', subject, text: subject, html: subject });
const subjects = async (db: Db) =>
  (await db.select({ subject: schema.mailOutbox.subject }).from(schema.mailOutbox).orderBy(asc(schema.mailOutbox.id))).map(
    (r) => r.subject,
  );

/**
 * One suite, both drivers: PGlite (embedded default) and Postgres (DATABASE_URL). Each runs in the vitest pass that
 * has its database and shows as skipped in the other; without a Postgres server there is no `server-postgres` pass.
 */
describe.each([
  ['pglite', pgliteHarness()],
  ['postgres', postgresHarness()],
] as const)('db port: %s', (name, h) => {
  const test = it.runIf(h.here);
  let port: DatabasePort;
  beforeAll(async () => {
    if (!h.here) return;
    await h.setUp();
    port = await h.open();
  });
  afterAll(async () => {
    if (!h.here) return;
    await port.close();
    await h.tearDown();
  });

  // First: the others use the schema it migrates.
  test('migrates an empty database once, whoever else starts on it at the same time', async () => {
    expect(port.driver).toBe(name);
    expect(await applied(port.db).catch(() => [])).toEqual([]);
    if (h.shared) {
      // Instances starting together all migrate; without the advisory lock they would create the same tables twice.
      const others = await Promise.all([h.open(), h.open()]);
      await Promise.all([port.migrate(), ...others.map((other) => other.migrate())]);
      await Promise.all(others.map((other) => other.close()));
    } else {
      expect(await h.openInAnotherProcess!()).toBe('DataDirInUseError');
      await port.migrate();
    }
    const every = (await journal()).map((entry) => entry.when);
    expect(await applied(port.db)).toEqual(every);
    const tables = rowsOf<{ table_name: string }>(
      await port.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public'`),
    ).map((r) => r.table_name);
    expect(tables).toEqual(expect.arrayContaining(declaredTables));
    await port.migrate();
    expect(await applied(port.db)).toEqual(every);
  });

  test('commits a transaction as a whole, undoes it as a whole when it throws, and a savepoint on its own', async () => {
    await port.db.transaction(async (tx) => {
      await tx.insert(schema.mailOutbox).values(outbox('a1'));
      await tx.insert(schema.mailOutbox).values(outbox('a2'));
    });
    await expect(
      port.db.transaction(async (tx) => {
        await tx.insert(schema.mailOutbox).values(outbox('b1'));
        await tx.insert(schema.mailOutbox).values(outbox('b2'));
        throw new Error('undo b');
      }),
    ).rejects.toThrow('undo b');
    await port.db.transaction(async (tx) => {
      await tx.insert(schema.mailOutbox).values(outbox('c1'));
      await expect(
        tx.transaction(async (savepoint) => {
          await savepoint.insert(schema.mailOutbox).values(outbox('c2'));
          throw new Error('undo c2');
        }),
      ).rejects.toThrow('undo c2');
      await tx.insert(schema.mailOutbox).values(outbox('c3'));
    });
    expect(await subjects(port.db)).toEqual(['a1', 'a2', 'c1', 'c3']);
  });

  test('gives a row another transaction has locked to no one else (FOR UPDATE SKIP LOCKED, as the job queue claims)', async () => {
    const { db } = port;
    await db.execute(sql`create table port_contract_claims (id int primary key, taken_by text)`);
    await db.execute(sql`insert into port_contract_claims (id) values (1), (2), (3)`);
    const takeOne = async (tx: Db, who: string) => {
      const [row] = rowsOf<{ id: number }>(
        await tx.execute(
          sql`select id from port_contract_claims where taken_by is null order by id limit 1 for update skip locked`,
        ),
      );
      return async () => {
        await tx.execute(sql`update port_contract_claims set taken_by = ${who} where id = ${row!.id}`);
        return row!.id;
      };
    };
    let aLocked!: () => void;
    const aHasLocked = new Promise<void>((resolve) => (aLocked = resolve));
    let bFinished!: () => void;
    const bHasFinished = new Promise<void>((resolve) => (bFinished = resolve));
    const a = db.transaction(async (tx) => {
      const take = await takeOne(tx, 'a');
      aLocked();
      // On Postgres b claims now, beside this open transaction. PGlite runs one transaction at a time: there b starts
      // once this one has committed.
      if (h.shared) await bHasFinished;
      return take();
    });
    await aHasLocked;
    const b = db
      .transaction(async (tx) => {
        // Were the lock not skipped, b would wait for a, which waits for b: fail rather than hang.
        await tx.execute(sql`set local lock_timeout = '5s'`);
        return (await takeOne(tx, 'b'))();
      })
      .finally(bFinished);
    expect(await Promise.all([a, b])).toEqual([1, 2]);
    expect(rowsOf(await db.execute(sql`select id, taken_by from port_contract_claims order by id`))).toEqual([
      { id: 1, taken_by: 'a' },
      { id: 2, taken_by: 'b' },
      { id: 3, taken_by: null },
    ]);
  });

  // Last, as it closes the port.
  test('keeps its data for the next instance: close ends this one (twice does no harm) and lets the next one in', async () => {
    await port.db.insert(schema.mailOutbox).values(outbox('kept'));
    await port.ping();
    await port.close();
    await port.close();
    await expect(port.ping()).rejects.toThrow();
    port = await h.open();
    await port.ping();
    expect(await subjects(port.db)).toContain('kept');
  });
});
