import { describe, expect, it } from 'vitest';
import { communityQuery, filtersFromSearch, hasFilters, NO_FILTERS, searchFromFilters } from './community-filters.ts';

describe('community filters', () => {
  it('read every filter from the address and write it back the same', () => {
    const search = new URLSearchParams('name=Ann&language=es&level=3&role=teacher');
    const filters = filtersFromSearch(search);
    expect(filters).toEqual({ name: 'Ann', language: 'es', level: 3, role: 'TEACHER' });
    expect(searchFromFilters(filters).toString()).toBe('name=Ann&language=es&level=3&role=teacher');
  });

  it('leave out values the API would refuse, as an edited link may carry', () => {
    const filters = filtersFromSearch(new URLSearchParams('language=xx&level=7&role=admin&name=' + 'a'.repeat(80)));
    expect(filters).toEqual({ name: 'a'.repeat(60), language: null, level: null, role: null });
    expect(filtersFromSearch(new URLSearchParams('level=2.5')).level).toBeNull();
    expect(filtersFromSearch(new URLSearchParams('level=0')).level).toBeNull();
  });

  it('make the API query: only the filters set, the name trimmed, with limit and offset', () => {
    expect(communityQuery(NO_FILTERS, 12, 0)).toEqual({ limit: 12, offset: 0 });
    expect(communityQuery({ name: '  Ann ', language: 'de', level: 4, role: 'STUDENT' }, 12, 24)).toEqual({
      limit: 12,
      offset: 24,
      query: 'Ann',
      language: 'de',
      proficiency: 4,
      status: 'STUDENT',
    });
    expect(communityQuery({ ...NO_FILTERS, name: '   ' }, 12, 0)).toEqual({ limit: 12, offset: 0 });
  });

  it('know when any filter is set', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, name: ' ' })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, level: 1 })).toBe(true);
  });
});
