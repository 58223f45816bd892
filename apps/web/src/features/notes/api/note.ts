import { notesApi } from '@parley/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';
import { notesKeys } from './keys.ts';

/**
 * One note, read once when its editor opens: from then on the editor holds the newest text and each save answers the
 * stored note, so a refetch would only race the writer.
 */
export const noteQueryOptions = (id: number) =>
  queryOptions({
    queryKey: notesKeys.one(id),
    queryFn: ({ signal }) => call(notesApi.get, { params: { noteId: id }, signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useNote = (id: number | null) => useQuery({ ...noteQueryOptions(id ?? 0), enabled: id !== null });
