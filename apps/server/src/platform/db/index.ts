import path from 'node:path';
import type { Config } from '../../config.ts';
import { createPgliteDatabase } from './pglite.ts';
import { createPostgresDatabase } from './postgres.ts';
import type { DatabasePort } from './port.ts';

export type { DatabasePort, Db } from './port.ts';

export function createDatabase(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): Promise<DatabasePort> {
  return config.DATABASE_URL
    ? createPostgresDatabase(config.DATABASE_URL)
    : createPgliteDatabase({ dataDir: path.join(config.DATA_DIR, 'pglite') });
}
