import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPgliteDatabase } from '../platform/db/pglite.ts';
import { createPostgresDatabase } from '../platform/db/postgres.ts';
import { withDatabase } from './database-url.ts';

/** Migrates one template database per run; every test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  const dir = path.resolve(import.meta.dirname, '../../../../.tmp');
  await mkdir(dir, { recursive: true });
  const template = new PGlite();
  const port = await createPgliteDatabase({ client: template });
  await port.migrate();
  const file = path.join(dir, `pglite-template-${process.pid}.tar`);
  await writeFile(file, new Uint8Array(await (await template.dumpDataDir('none')).arrayBuffer()));
  await port.close();
  project.provide('pgliteTemplate', file);

  const url = process.env.TEST_DATABASE_URL;
  const removeDump = () => rm(file, { force: true });
  if (!url) {
    project.provide('postgresTemplate', null);
    return removeDump;
  }
  const database = `parley_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.query(`create database ${database}`);
  const migrated = await createPostgresDatabase(withDatabase(url, database));
  await migrated.migrate();
  await migrated.close();
  project.provide('postgresTemplate', { url, database });
  return async () => {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    await removeDump();
  };
}
