import { weblinksApi } from '@parley/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';
import { weblinkKeys } from './keys.ts';

export const WEBLINKS_PAGE_SIZE = 20;

export const searchWeblinks = (query: string, limit: number, offset: number, signal?: AbortSignal) =>
  call(weblinksApi.search, { query: { ...(query ? { query } : {}), limit, offset }, ...(signal ? { signal } : {}) });

/** The caller's links and those shared with them, newest first, a page at a time. */
export const weblinksQueryOptions = (query: string) =>
  infiniteQueryOptions({
    queryKey: weblinkKeys.search(query),
    queryFn: ({ pageParam, signal }) => searchWeblinks(query, WEBLINKS_PAGE_SIZE, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.offset + last.items.length < last.total && last.items.length > 0 ? last.offset + last.items.length : undefined,
  });

export const useWeblinks = (query: string) => useInfiniteQuery(weblinksQueryOptions(query));
