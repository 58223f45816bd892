import { vocabularyApi } from '@parley/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';
import { vocabularyKeys } from './keys.ts';

export const WORDS_PAGE_SIZE = 20;

export const listWords = (query: string, limit: number, offset: number, signal?: AbortSignal) =>
  call(vocabularyApi.list, { query: { ...(query ? { query } : {}), limit, offset }, ...(signal ? { signal } : {}) });

/** The learner's words, newest first, a page at a time. */
export const useWords = (query: string) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: vocabularyKeys.list(query),
      queryFn: ({ pageParam, signal }) => listWords(query, WORDS_PAGE_SIZE, pageParam, signal),
      initialPageParam: 0,
      getNextPageParam: (last) =>
        last.offset + last.items.length < last.total && last.items.length > 0 ? last.offset + last.items.length : undefined,
    }),
  );
