import { NOTES_PAGE_SIZE, notesApi } from '@parley/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';
import { notesKeys } from './keys.ts';

/** The writer's notes whose title or text holds every word of `query`, last changed first. */
export const searchNotes = (query: string, limit: number, offset: number, signal?: AbortSignal) =>
  call(notesApi.list, { query: { query, limit, offset }, ...(signal ? { signal } : {}) });

/** The notes matching `query`, one page more per "See more". */
export function useNotesList(query: string) {
  return useInfiniteQuery({
    queryKey: notesKeys.list({ query }),
    queryFn: ({ pageParam, signal }) => searchNotes(query, NOTES_PAGE_SIZE, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
    placeholderData: (previous) => previous,
  });
}

/** The notes attached to one recording (its feedback page). */
export const useRecordingNotes = (recordingId: number) =>
  useQuery({
    queryKey: notesKeys.list({ recording_id: recordingId }),
    queryFn: ({ signal }) => call(notesApi.list, { query: { recording_id: recordingId, limit: 100 }, signal }),
  });
