import type { EventsPage } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../platform/clock/port.ts';
import { EVENT_LIST_TTL_MS, EVENT_TOTAL_TTL_MS, EventListCache } from './events.cache.ts';

const page = (total: number): EventsPage => ({ items: [], total, limit: 10, offset: 0 });

describe('EventListCache', () => {
  it('runs one query for callers arriving together, keeps the page for the TTL, then asks again', async () => {
    const clock = new ManualClock('2026-03-01T10:00:00Z');
    const cache = new EventListCache(clock);
    let runs = 0;
    const compute = async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return page(runs);
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.page('k', compute)));
    expect(runs).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect((await cache.page('k', compute)).total).toBe(1);
    clock.advance(EVENT_LIST_TTL_MS);
    expect((await cache.page('k', compute)).total).toBe(2);
  });

  it('drops kept and in-flight pages on a write, and does not keep a page computed across one', async () => {
    const clock = new ManualClock('2026-03-01T10:00:00Z');
    const cache = new EventListCache(clock);
    let runs = 0;
    const compute = async () => page(++runs);
    await cache.page('k', compute);
    cache.invalidate();
    expect((await cache.page('k', compute)).total).toBe(2);

    let release: () => void = () => undefined;
    const slow = cache.page('slow', () => new Promise<EventsPage>((resolve) => (release = () => resolve(page(-1)))));
    cache.invalidate();
    release();
    expect((await slow).total).toBe(-1);
    expect((await cache.page('slow', compute)).total).toBe(3);
  });

  it('keeps totals per filter for their longer TTL, dropped on a write', () => {
    const clock = new ManualClock('2026-03-01T10:00:00Z');
    const cache = new EventListCache(clock);
    cache.setTotal('f', 0, 42);
    clock.advance(EVENT_LIST_TTL_MS);
    expect(cache.getTotal('f')).toBe(42);
    clock.advance(EVENT_TOTAL_TTL_MS - EVENT_LIST_TTL_MS);
    expect(cache.getTotal('f')).toBeUndefined();
    cache.setTotal('f', 0, 43);
    expect(cache.getTotal('f')).toBe(43);
    cache.invalidate();
    expect(cache.getTotal('f')).toBeUndefined();
    cache.setTotal('f', 0, 7);
    expect(cache.getTotal('f')).toBeUndefined();
  });
});
