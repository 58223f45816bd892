import { createHash } from 'node:crypto';
import type { Clock } from '../clock/port.ts';

export interface KeyOptions {
  /** What the key is for ("plan-checkout"), so keys of different calls never meet. */
  scope: string;
  clock: Clock;
  /** Repeats within this window share the key; without one, the key lasts as long as the provider keeps it. */
  windowMs?: number;
  /** Moves on when an earlier request of the same shape has been used up (a checkout paid, say). */
  generation?: number;
}

/**
 * Adds an idempotency key derived from everything the request asks for (customer, amount, metadata, urls) and the
 * caller's generation. Only the very same request repeated within the window (a double click, a retry) shares it, so
 * two customers never share one, even where user ids repeat (a reset database, two deployments on one Stripe
 * account); a key never comes back with other parameters, which Stripe refuses; and once an earlier checkout is
 * paid, the generation gives the next purchase a session of its own.
 */
export function withIdempotencyKey<T extends object>(request: T, o: KeyOptions): T & { idempotencyKey: string } {
  const digest = createHash('sha256')
    .update(JSON.stringify({ request, generation: o.generation ?? 0 }))
    .digest('base64url')
    .slice(0, 32);
  const window = o.windowMs ? `:${Math.floor(o.clock.now().getTime() / o.windowMs)}` : '';
  return { ...request, idempotencyKey: `${o.scope}:${digest}${window}` };
}
