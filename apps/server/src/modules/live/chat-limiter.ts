import { LIVE_TEXTS } from '@parley/contracts';
import { LRUCache } from 'lru-cache';
import { tooManyRequests } from '../../errors.ts';
import type { Clock } from '../../platform/clock/port.ts';

/**
 * Chat messages per person and event in a fixed window, counted per instance: a person's socket and calls stay
 * on one instance behind a sticky balancer, and a second instance at most doubles the allowance.
 */
export function createChatLimiter(clock: Clock, limit: { messages: number; windowMs: number }) {
  const windows = new LRUCache<string, { started: number; used: number }>({ max: 50_000 });
  return {
    take(key: string) {
      const now = clock.now().getTime();
      const window = windows.get(key);
      if (!window || now - window.started >= limit.windowMs) {
        windows.set(key, { started: now, used: 1 });
        return;
      }
      if (window.used >= limit.messages)
        throw tooManyRequests(LIVE_TEXTS.chatTooFast, Math.ceil((window.started + limit.windowMs - now) / 1000));
      window.used += 1;
    },
  };
}
export type ChatLimiter = ReturnType<typeof createChatLimiter>;
