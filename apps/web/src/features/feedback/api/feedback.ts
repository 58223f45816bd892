import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  fillPath,
  PRIVATE_FILE_URL_SECONDS,
  recordingsApi,
  reviewApi,
  transcriptLineSchema,
  type Recording,
} from '@parley/contracts';
import * as z from 'zod/mini';
import { call } from '../../../lib/api/client.ts';
import { uploadFile } from '../../../lib/api/upload.ts';

/** While the job runs, the page asks again every couple of seconds: the spinner turns into the feedback by itself. */
const PROCESSING_POLL_MS = 2000;
/**
 * The recording's files come with signed addresses that expire (ADR 0080): a page left open asks for the recording
 * again at half their lifetime, and when it is looked at again, so the addresses it holds always work.
 */
const RENEW_ADDRESSES_MS = (PRIVATE_FILE_URL_SECONDS * 1000) / 2;

export const recordingQueryOptions = (recordingId: number) =>
  queryOptions({
    queryKey: ['recordings', 'one', recordingId],
    queryFn: ({ signal }) => call(recordingsApi.get, { params: { recordingId }, signal }),
    refetchInterval: (query) => (query.state.data?.processing_status === 'PROCESSING' ? PROCESSING_POLL_MS : RENEW_ADDRESSES_MS),
    refetchOnWindowFocus: true,
  });

/**
 * The transcript file at transcript_url: fetched as it is, checked against the contract. Its address is renewed now
 * and then; the recording's lines stay on the page while they are fetched again at the new one.
 */
export const transcriptQueryOptions = (recordingId: number, url: string | null) =>
  queryOptions({
    queryKey: ['recordings', 'transcript', recordingId, url],
    queryFn: async ({ signal }) => {
      const res = await fetch(url!, { signal });
      if (!res.ok) throw new Error(`transcript ${res.status}`);
      return z.array(transcriptLineSchema).parse(await res.json());
    },
    enabled: Boolean(url),
    staleTime: Infinity,
    placeholderData: (previous, previousQuery) => (url && previousQuery?.queryKey[2] === recordingId ? previous : undefined),
  });

export type Place = { chunk_id: number } | { start_time: number; end_time: number };

export const addTextComment = (recordingId: number, place: Place, comment: string) =>
  call(reviewApi.comment, { params: { recordingId }, body: { ...place, comment } });

/** A recorded comment (Opus in WebM or Ogg) on a finding or a moment. */
export function addAudioComment(recordingId: number, place: Place, audio: Blob) {
  const query = new URLSearchParams(Object.entries(place).map(([k, v]) => [k, String(v)]));
  const url = `${fillPath(reviewApi.audioComment.path, { recordingId })}?${query}`;
  return uploadFile(reviewApi.audioComment, url, audio, audio.type.includes('ogg') ? 'comment.ogg' : 'comment.webm');
}

export const voteOn = (commentId: number, vote: 'like' | 'dislike') =>
  call(reviewApi.vote, { params: { commentId }, body: { vote } });

export const deleteComment = (commentId: number) => call(reviewApi.deleteComment, { params: { commentId } });

/** Puts a changed chunk or comment into the cached recording, so the page shows it at once. */
export function updateRecording(queryClient: QueryClient, recordingId: number, change: (recording: Recording) => Recording) {
  queryClient.setQueryData(recordingQueryOptions(recordingId).queryKey, (current) => (current ? change(current) : current));
}
