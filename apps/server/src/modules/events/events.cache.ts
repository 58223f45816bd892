import type { EventsPage } from '@parley/contracts';
import { LRUCache } from 'lru-cache';
import type { BusPort } from '../../platform/bus/port.ts';
import type { Clock } from '../../platform/clock/port.ts';

/** Announced after every write to events or their participants, on every instance. */
export const EVENTS_CHANGED = 'events.changed';

/** How long a listed page may be reused: live and ended flags move with time, so never for long. */
export const EVENT_LIST_TTL_MS = 5_000;

/**
 * Pages of GET events, per viewer and query, dropped on any event write (heard over the bus from every instance)
 * and after EVENT_LIST_TTL_MS. The events page is read far more often than events change; on PGlite each query
 * costs a millisecond or more of the one main thread, so without this the list cannot keep up (docs/benchmarks.md).
 */
export class EventListCache {
  private version = 0;
  private readonly pages = new LRUCache<string, { version: number; at: number; page: EventsPage }>({ max: 5_000 });
  private readonly totals = new LRUCache<string, { version: number; at: number; total: number }>({ max: 5_000 });

  private readonly clock: Clock;

  constructor(clock: Clock) {
    this.clock = clock;
  }

  /** The version to hand back to `set`: a page computed across a write is not kept. */
  get current() {
    return this.version;
  }

  private fresh(hit: { version: number; at: number } | undefined) {
    if (!hit || hit.version !== this.version) return false;
    const age = this.clock.now().getTime() - hit.at;
    return age >= 0 && age < EVENT_LIST_TTL_MS;
  }

  get(key: string): EventsPage | undefined {
    const hit = this.pages.get(key);
    return this.fresh(hit) ? hit?.page : undefined;
  }

  set(key: string, version: number, page: EventsPage) {
    if (version === this.version) this.pages.set(key, { version, at: this.clock.now().getTime(), page });
  }

  /** The number of matches of a viewer's filters, whatever the page. */
  getTotal(key: string): number | undefined {
    const hit = this.totals.get(key);
    return this.fresh(hit) ? hit?.total : undefined;
  }

  setTotal(key: string, version: number, total: number) {
    if (version === this.version && !this.fresh(this.totals.get(key)))
      this.totals.set(key, { version, at: this.clock.now().getTime(), total });
  }

  invalidate() {
    this.version++;
    this.pages.clear();
    this.totals.clear();
  }
}

/** Wires the cache to the bus; answers the announcer writes call and the unsubscribe for shutdown. */
export async function connectListCache(cache: EventListCache, bus: BusPort) {
  const unsubscribe = await bus.subscribe(EVENTS_CHANGED, () => cache.invalidate());
  return { announce: () => bus.publish(EVENTS_CHANGED, {}), close: unsubscribe };
}
