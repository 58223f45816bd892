import { Redis } from 'ioredis';
import type { CountersPort } from './port.ts';

/** One round trip, atomic: the first hit of a window sets its expiry, every hit reads the time left. */
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

/**
 * A limit is checked before the call it guards, so an unanswered count holds the call: a command waits at most this
 * long (for a connection too) before it fails and the caller counts another way.
 */
const COMMAND_TIMEOUT_MS = 500;

/** Counts in Redis, shared by every instance on it; windows end on Redis's own time. */
export function createRedisCounters(url: string, options: { prefix?: string } = {}): CountersPort {
  const prefix = options.prefix ?? 'parley:counts:';
  const redis = new Redis(url, { commandTimeout: COMMAND_TIMEOUT_MS, maxRetriesPerRequest: 1 });
  // A lost connection fails the hits, whose caller reports it; ioredis keeps reconnecting meanwhile.
  redis.on('error', () => undefined);
  return {
    driver: 'redis',
    hit: async (key, windowMs) => {
      const [count, resetMs] = (await redis.eval(HIT, 1, prefix + key, windowMs)) as [number, number];
      return { count, resetMs };
    },
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
