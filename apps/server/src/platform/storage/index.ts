import path from 'node:path';
import type { Config } from '../../config.ts';
import type { Clock } from '../clock/port.ts';
import { createLocalStorage } from './local.ts';
import type { StoragePort } from './port.ts';
import { urlSignature } from './url-signature.ts';

export type { StoragePort } from './port.ts';

export function createStorage(config: Pick<Config, 'DATA_DIR' | 'JWT_SECRET'>, clock: Clock): StoragePort {
  return createLocalStorage(path.join(config.DATA_DIR, 'files'), urlSignature(config.JWT_SECRET, clock));
}
