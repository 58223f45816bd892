/** One key's count in its current window. */
export interface Hit {
  /** Hits in the window, this one included. */
  count: number;
  /** Milliseconds until the window ends and the count starts again. */
  resetMs: number;
}

/**
 * Fixed-window counters for rate limits. A window starts at its key's first hit and lasts `windowMs`; instances that
 * share the store (Redis) share the counts, so a limit holds however a balancer spreads the calls.
 */
export interface CountersPort {
  readonly driver: 'memory' | 'redis';
  /** Counts one hit on `key`; rejects when the store cannot answer. */
  hit(key: string, windowMs: number): Promise<Hit>;
  close(): Promise<void>;
}
