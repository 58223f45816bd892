import { DOCUMENTS_PAGE_SIZE, documentsApi } from '@parley/contracts';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';
import { documentsKeys } from './keys.ts';

/** The owner's documents, newest first, one page more per "See more"; each page says the space used. */
export function useDocumentsList() {
  return useInfiniteQuery({
    queryKey: documentsKeys.list(),
    queryFn: ({ pageParam, signal }) =>
      call(documentsApi.list, { query: { limit: DOCUMENTS_PAGE_SIZE, offset: pageParam }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });
}

/** Refreshes the list and the space used after an upload, a rename or a delete. */
export function useRefreshDocuments() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: documentsKeys.list() });
}
