import * as z from 'zod/mini';
import { endpoint } from '../common/endpoint.ts';
import * as s from './recordings.schemas.ts';

export const RECORD_PREFIX = '/api/v1/extensions/revision/record';

/** Recording speech for feedback (issue 6): create, upload 5-second chunks, stop or cancel, read, delete. */
export const recordingsApi = {
  create: endpoint({
    method: 'POST',
    path: `${RECORD_PREFIX}/create`,
    summary: 'Start a recording with the recorder’s chunk settings; answers its id',
    auth: 'access',
    body: s.createRecordingBodySchema,
    status: 201,
    response: s.createdRecordingSchema,
  }),
  uploadChunk: endpoint({
    method: 'POST',
    path: `${RECORD_PREFIX}/upload_chunked_audio/{recordingId}/{chunkIndex}`,
    summary:
      'Upload one chunk (multipart field "file": WebM, Ogg or WAV, at most 2 MB). A repeated index is stored once; the answer lists every index received',
    auth: 'access',
    params: s.chunkParamsSchema,
    query: s.chunkQuerySchema,
    status: 200,
    response: s.chunkReceiptSchema,
  }),
  stop: endpoint({
    method: 'POST',
    path: `${RECORD_PREFIX}/stop_recording/{recordingId}`,
    summary: 'Stop recording and start the feedback job (repeating it is harmless); fetch the result 1.5 s later',
    auth: 'access',
    params: s.recordingIdParamsSchema,
    query: s.stopQuerySchema,
    status: 200,
    response: s.recordingSummarySchema,
  }),
  cancel: endpoint({
    method: 'POST',
    path: `${RECORD_PREFIX}/cancel/{recordingId}`,
    summary: 'Throw away a recording that was not stopped, with its audio',
    auth: 'access',
    params: s.recordingIdParamsSchema,
    status: 200,
    response: s.cancelledSchema,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: `${RECORD_PREFIX}/{recordingId}`,
    summary:
      'Delete one of the caller’s recordings with its audio, transcript and feedback (one still being made is cancelled first); the space it used is free at once (ADR 0090)',
    auth: 'access',
    params: s.recordingIdParamsSchema,
    status: 200,
    response: s.cancelledSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: `${RECORD_PREFIX}/list`,
    summary: 'The caller’s recordings, newest first (a teacher: the recordings students asked them to review)',
    auth: 'access',
    query: s.recordingListQuerySchema,
    status: 200,
    response: s.recordingPageSchema,
  }),
  students: endpoint({
    method: 'GET',
    path: `${RECORD_PREFIX}/students`,
    summary: "A teacher's view of the recordings of students holding one of their plans, newest first (at most 50)",
    auth: 'access',
    status: 200,
    response: z.array(s.studentRecordingSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: `${RECORD_PREFIX}/{recordingId}`,
    summary: 'One recording with its feedback (its owner, a teacher it was sent to, or a teacher whose plan its owner holds)',
    auth: 'access',
    params: s.recordingIdParamsSchema,
    status: 200,
    response: s.recordingSchema,
  }),
} as const;
