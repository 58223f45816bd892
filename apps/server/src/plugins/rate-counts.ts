import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Clock } from '../platform/clock/port.ts';
import { createMemoryCounters, type CountersPort } from '../platform/counters/index.ts';

/** How long limits count on this instance alone after the shared store failed, before it is asked again. */
const RETRY_SHARED_MS = 5_000;

export type RateCounts = Pick<CountersPort, 'hit'>;

/**
 * The platform's counts, or, while a shared store (Redis) cannot answer, this instance's own: limits then hold per
 * instance, as they did before the store was shared, rather than failing every limited call or lifting the limits. One
 * log line when that starts and one when it ends.
 */
export function rateCounts(shared: CountersPort, deps: { clock: Clock; log: FastifyBaseLogger }): RateCounts {
  if (shared.driver === 'memory') return shared;
  const local = createMemoryCounters(deps.clock);
  let localUntil: number | null = null;
  return {
    async hit(key, windowMs) {
      const now = deps.clock.now().getTime();
      if (localUntil !== null && now < localUntil) return local.hit(key, windowMs);
      try {
        const hit = await shared.hit(key, windowMs);
        if (localUntil !== null) deps.log.info('rate limits: the shared counts answer again');
        localUntil = null;
        return hit;
      } catch (err) {
        if (localUntil === null)
          deps.log.error({ err }, 'rate limits: the shared counts do not answer; counting on this instance');
        localUntil = now + RETRY_SHARED_MS;
        return local.hit(key, windowMs);
      }
    },
  };
}

/** @fastify/rate-limit's store on those counts; every limiter's key names its route, so children share it. */
export function rateLimitStore(counts: RateCounts): FastifyRateLimitStoreCtor {
  return class implements FastifyRateLimitStore {
    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number) {
      counts.hit(key, timeWindow).then(
        ({ count, resetMs }) => callback(null, { current: count, ttl: resetMs }),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }
    child() {
      return this;
    }
  };
}
