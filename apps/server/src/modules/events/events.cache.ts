import type { EventsPage } from '@parley/contracts';
import { LRUCache } from 'lru-cache';
import type { DomainEventBus } from '../../shared/domain-events.ts';
import type { Clock } from '../../platform/clock/port.ts';

/** How long a listed page may be reused: live and ended flags move with time, so never for long. */
export const EVENT_LIST_TTL_MS = 5_000;
/**
 * How long a total may be reused. Counting every match is the one costly query (a scan of the upcoming events, which
 * on PGlite blocks the main thread), and between writes a total only drifts as events end.
 */
export const EVENT_TOTAL_TTL_MS = 60_000;

/**
 * Pages of GET events, per viewer and query, dropped on any event write (heard over the bus from every instance)
 * and after EVENT_LIST_TTL_MS; totals per viewer and filters likewise, after EVENT_TOTAL_TTL_MS. The events page is read far more often than events change; on PGlite each query
 * costs a millisecond or more of the one main thread, so without this the list cannot keep up (docs/benchmarks.md).
 */
export class EventListCache {
  private version = 0;
  private readonly pages = new LRUCache<string, { version: number; at: number; page: EventsPage }>({ max: 5_000 });
  private readonly loading = new Map<string, Promise<EventsPage>>();
  private readonly totals = new LRUCache<string, { version: number; at: number; total: number }>({ max: 5_000 });

  private readonly clock: Clock;

  constructor(clock: Clock) {
    this.clock = clock;
  }

  private fresh(hit: { version: number; at: number } | undefined, ttl = EVENT_LIST_TTL_MS) {
    if (!hit || hit.version !== this.version) return false;
    const age = this.clock.now().getTime() - hit.at;
    return age >= 0 && age < ttl;
  }

  /**
   * The kept page, else the one being computed, else `compute`'s: when a page expires under load, the waiting
   * callers share one query instead of each running it (which queued them all behind the database).
   */
  page(key: string, compute: (version: number) => Promise<EventsPage>): Promise<EventsPage> {
    const hit = this.pages.get(key);
    if (hit && this.fresh(hit)) return Promise.resolve(hit.page);
    const pending = this.loading.get(key);
    if (pending) return pending;
    const version = this.version;
    const loading = compute(version)
      .then((page) => {
        if (version === this.version) this.pages.set(key, { version, at: this.clock.now().getTime(), page });
        return page;
      })
      .finally(() => {
        if (this.loading.get(key) === loading) this.loading.delete(key);
      });
    this.loading.set(key, loading);
    return loading;
  }

  /** The number of matches of a viewer's filters, whatever the page. */
  getTotal(key: string): number | undefined {
    const hit = this.totals.get(key);
    return this.fresh(hit, EVENT_TOTAL_TTL_MS) ? hit?.total : undefined;
  }

  setTotal(key: string, version: number, total: number) {
    if (version === this.version && !this.fresh(this.totals.get(key), EVENT_TOTAL_TTL_MS))
      this.totals.set(key, { version, at: this.clock.now().getTime(), total });
  }

  invalidate() {
    this.version++;
    this.pages.clear();
    // A page computed before the write must not be handed to callers arriving after it.
    this.loading.clear();
    this.totals.clear();
  }
}

/** Drops the cache whenever any instance writes an event; answers the unsubscribe for shutdown. */
export const connectListCache = (cache: EventListCache, domain: DomainEventBus) =>
  domain.subscribe('events.changed', () => cache.invalidate());
