import { useInfiniteQuery } from '@tanstack/react-query';
import { listRecordings } from '../../../entities/recording/api/list-recordings.ts';

/** The spec's page size for recordings: 10 at first, 10 more per "See more". */
const PAGE_SIZE = 10;

/**
 * The recordings list, as summaries. Its key sits under the recorder's list key (['recordings', 'list']), so what
 * refreshes that list (a recording added, stopped or thrown away) refreshes this one too.
 */
export function useSummaries() {
  return useInfiniteQuery({
    queryKey: ['recordings', 'list', 'summaries'],
    queryFn: ({ pageParam, signal }) => listRecordings(PAGE_SIZE, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });
}
