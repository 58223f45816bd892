/** What a sender may send: `burst` at once, refilled at `perSecond`. */
export interface Rate {
  perSecond: number;
  burst: number;
}

/**
 * A socket's allowance of messages: `burst` at once, refilled at `perSecond`. Drawing sends a few dozen a second at
 * most (strokes are batched per frame); a client far beyond that is broken or hostile, and its socket is closed
 * before its backlog slows the room.
 */
export function createFloodGuard(options: Rate, now: () => number = Date.now) {
  let tokens = options.burst;
  let last = now();
  return function allow(): boolean {
    const at = now();
    tokens = Math.min(options.burst, tokens + ((at - last) / 1000) * options.perSecond);
    last = at;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

/** One allowance per kind of message, each made when its kind is first sent. */
export function createFloodGuards<K>(rateOf: (kind: K) => Rate, now: () => number = Date.now) {
  const guards = new Map<K, () => boolean>();
  return function allow(kind: K): boolean {
    let guard = guards.get(kind);
    if (!guard) guards.set(kind, (guard = createFloodGuard(rateOf(kind), now)));
    return guard();
  };
}
