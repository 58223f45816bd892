import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPgliteDatabase } from '../platform/db/pglite.ts';
import { createPostgresDatabase } from '../platform/db/postgres.ts';
import { withDatabase } from './database-url.ts';

/**
 * Migrates one template database per project; every test file starts from a copy of it. The `server-postgres`
 * project (vitest.config.ts) gets a Postgres template on TEST_DATABASE_URL, every other one PGlite's.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (project.name === 'server-postgres' && url) {
    project.provide('pgliteTemplate', null);
    return postgresTemplate(project, url);
  }
  project.provide('postgresTemplate', null);
  return pgliteTemplate(project);
}

async function pgliteTemplate(project: TestProject) {
  const dir = path.resolve(import.meta.dirname, '../../../../.tmp');
  await mkdir(dir, { recursive: true });
  const template = new PGlite();
  const port = await createPgliteDatabase({ client: template });
  await port.migrate();
  // Written to its files now, so each copy starts without replaying the migrations' log.
  await template.exec('checkpoint');
  const file = path.join(dir, `pglite-template-${process.pid}-${project.name}.tar`);
  await writeFile(file, new Uint8Array(await (await template.dumpDataDir('none')).arrayBuffer()));
  await port.close();
  project.provide('pgliteTemplate', file);
  return () => rm(file, { force: true });
}

async function postgresTemplate(project: TestProject, url: string) {
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
  };
}
