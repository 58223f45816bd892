import type { Config } from '../../config.ts';
import { createMemoryBus } from './memory.ts';
import type { BusPort } from './port.ts';
import { createRedisBus } from './redis.ts';

export type { BusPort } from './port.ts';

export function createBus(config: Pick<Config, 'REDIS_URL'>, onError?: (err: unknown) => void): BusPort {
  return config.REDIS_URL ? createRedisBus(config.REDIS_URL, onError) : createMemoryBus(onError);
}
