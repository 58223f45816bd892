import { storefrontApi } from '@parley/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';

export const getTeacherPage = (url: string, signal?: AbortSignal) => call(storefrontApi.page, { params: { url }, signal });

/** A teacher's public homepage by its url; urls match without case, so the key does too. */
export const teacherPageQueryOptions = (url: string) =>
  queryOptions({
    queryKey: ['storefront', 'page', url.toLowerCase()],
    queryFn: ({ signal }) => getTeacherPage(url, signal),
    retry: false,
  });

export const useTeacherPage = (url: string) => useQuery(teacherPageQueryOptions(url));
