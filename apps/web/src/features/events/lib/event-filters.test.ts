import { describe, expect, it } from 'vitest';
import {
  eventFiltersFromSearch,
  eventsQuery,
  hasEventFilters,
  NO_EVENT_FILTERS,
  searchFromEventFilters,
} from './event-filters.ts';

describe('event filters in the address', () => {
  it('reads type, language, level, day and page, and drops what the API would refuse', () => {
    expect(eventFiltersFromSearch(new URLSearchParams('type=GEO_GAME&language=de&level=0&date=2026-11-24&page=3'))).toEqual({
      type: 'GEO_GAME',
      language: 'de',
      level: 0,
      date: '2026-11-24',
      page: 3,
    });
    expect(eventFiltersFromSearch(new URLSearchParams('type=PARTY&language=xx&level=9&date=2026-13-45&page=-1'))).toEqual(
      NO_EVENT_FILTERS,
    );
  });

  it('writes only what is set, so the first unfiltered page is plain /events', () => {
    expect(searchFromEventFilters(NO_EVENT_FILTERS).toString()).toBe('');
    const filters = { type: 'CHAT', language: 'en', level: 4, date: '2026-11-24', page: 2 } as const;
    expect(eventFiltersFromSearch(searchFromEventFilters(filters))).toEqual(filters);
    expect(hasEventFilters({ ...NO_EVENT_FILTERS, page: 4 })).toBe(false);
    expect(hasEventFilters({ ...NO_EVENT_FILTERS, level: 0 })).toBe(true);
  });

  it('asks the API for one page and, for a day, the local day in UTC', () => {
    const query = eventsQuery({ type: 'CHAT', language: 'en', level: 2, date: '2026-11-24', page: 2 });
    expect(query).toMatchObject({ limit: 12, offset: 12, event_type: 'CHAT', event_languages: 'en', proficiency: '2' });
    expect(query.start_time_utc).toBe(new Date(2026, 10, 24).toISOString());
    expect(query.end_time_utc).toBe(new Date(2026, 10, 25).toISOString());
    expect(eventsQuery(NO_EVENT_FILTERS)).toEqual({ limit: 12, offset: 0 });
  });
});
