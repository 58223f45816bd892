import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { listRecordings } from '../../../entities/recording/api/list-recordings.ts';

/** The spec's page size: 10 at first, 10 more per "See more". */
export const RECORDINGS_PAGE_SIZE = 10;
const RECORDINGS_KEY = ['recordings', 'list'] as const;

export function useRecordingsList() {
  return useInfiniteQuery({
    queryKey: RECORDINGS_KEY,
    queryFn: ({ pageParam, signal }) => listRecordings(RECORDINGS_PAGE_SIZE, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });
}

/** Refreshes every loaded page of the list (a recording was added, stopped or thrown away). */
export function useRefreshRecordings() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: RECORDINGS_KEY });
}
