import type { Config } from '../../config.ts';
import type { Clock } from '../clock/port.ts';
import { createMemoryCounters } from './memory.ts';
import type { CountersPort } from './port.ts';
import { createRedisCounters } from './redis.ts';

export type { CountersPort, Hit } from './port.ts';
export { createMemoryCounters } from './memory.ts';

export function createCounters(config: Pick<Config, 'REDIS_URL'>, clock: Clock): CountersPort {
  return config.REDIS_URL ? createRedisCounters(config.REDIS_URL) : createMemoryCounters(clock);
}
