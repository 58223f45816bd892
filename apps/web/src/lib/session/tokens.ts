import type { Token } from '@parley/contracts';

/** Treats a token as expired a little early so it does not run out on its way to the server. */
const EXPIRY_MARGIN_MS = 10_000;

export function isUsable(token: Token, now = Date.now()): boolean {
  return Date.parse(token.expiration_time) - EXPIRY_MARGIN_MS > now;
}
