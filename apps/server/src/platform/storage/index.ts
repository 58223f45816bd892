import path from 'node:path';
import type { Config } from '../../config.ts';
import { createLocalStorage } from './local.ts';
import type { StoragePort } from './port.ts';

export type { StoragePort } from './port.ts';

export function createStorage(config: Pick<Config, 'DATA_DIR'>): StoragePort {
  return createLocalStorage(path.join(config.DATA_DIR, 'files'));
}
