import { recordingsApi, type CreateRecordingBody } from '@parley/contracts';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';

/** The spec's page size: 10 at first, 10 more per "See more". */
export const RECORDINGS_PAGE_SIZE = 10;
export const RECORDINGS_KEY = ['recordings', 'list'] as const;

export const createRecording = (body: CreateRecordingBody) => call(recordingsApi.create, { body });
export const stopRecording = (recordingId: number, testMyself: boolean) =>
  call(recordingsApi.stop, { params: { recordingId }, query: { test_myself: testMyself ? 'true' : 'false' } });
export const cancelRecording = (recordingId: number) => call(recordingsApi.cancel, { params: { recordingId } });
export const receivedChunks = async (recordingId: number) =>
  (await call(recordingsApi.get, { params: { recordingId } })).received;

export function useRecordingsList() {
  return useInfiniteQuery({
    queryKey: RECORDINGS_KEY,
    queryFn: ({ pageParam, signal }) =>
      call(recordingsApi.list, { query: { limit: RECORDINGS_PAGE_SIZE, offset: pageParam }, signal }),
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
