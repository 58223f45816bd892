import * as z from 'zod/mini';
import { endpoint } from '../common/endpoint.ts';
import { RECORD_PREFIX } from '../recordings/recordings.http.ts';
import {
  cancelledSchema,
  feedbackChunkSchema,
  feedbackCommentSchema,
  recordingIdParamsSchema,
} from '../recordings/recordings.schemas.ts';
import * as s from './review.schemas.ts';

const REVISION_PREFIX = RECORD_PREFIX.replace(/\/record$/, '');

/** Teachers reviewing recordings, and comments on recordings by their owner and their teacher (issue 6). */
export const reviewApi = {
  request: endpoint({
    method: 'POST',
    path: `${RECORD_PREFIX}/{recordingId}/review`,
    summary: 'Ask a teacher to review a processed recording (paid plans); asking again changes nothing',
    auth: 'access',
    params: recordingIdParamsSchema,
    body: s.requestReviewBodySchema,
    status: 200,
    response: s.reviewRequestSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: `${REVISION_PREFIX}/review_requests`,
    summary: 'The recordings students sent to the calling teacher, searchable by student name, newest or oldest first',
    auth: 'access',
    query: s.reviewListQuerySchema,
    status: 200,
    response: z.array(s.reviewRequestSchema),
  }),
  update: endpoint({
    method: 'PUT',
    path: `${REVISION_PREFIX}/review_requests/{recordingId}`,
    summary: 'Mark a review request reviewed, or back to be reviewed (the teacher it was sent to)',
    auth: 'access',
    params: s.reviewParamsSchema,
    body: s.reviewUpdateBodySchema,
    status: 200,
    response: s.reviewRequestSchema,
  }),
  comment: endpoint({
    method: 'POST',
    path: `${RECORD_PREFIX}/{recordingId}/comments`,
    summary: 'Add a text comment to a finding or a time range (the recording’s owner or its teacher)',
    auth: 'access',
    params: recordingIdParamsSchema,
    body: s.textCommentBodySchema,
    status: 201,
    response: feedbackChunkSchema,
  }),
  audioComment: endpoint({
    method: 'POST',
    path: `${RECORD_PREFIX}/{recordingId}/comments/audio`,
    summary: 'Add a recorded comment (multipart field "file": WebM, Ogg or WAV, at most 2 MB) to a finding or a time range',
    auth: 'access',
    params: recordingIdParamsSchema,
    query: s.audioCommentQuerySchema,
    status: 201,
    response: feedbackChunkSchema,
  }),
  vote: endpoint({
    method: 'POST',
    path: `${RECORD_PREFIX}/comments/{commentId}/vote`,
    summary: 'Like or dislike a comment; the same vote again takes it back (one vote per person)',
    auth: 'access',
    params: s.commentParamsSchema,
    body: s.voteBodySchema,
    status: 200,
    response: feedbackCommentSchema,
  }),
  deleteComment: endpoint({
    method: 'DELETE',
    path: `${RECORD_PREFIX}/comments/{commentId}`,
    summary: 'Delete one of your own comments',
    auth: 'access',
    params: s.commentParamsSchema,
    status: 200,
    response: cancelledSchema,
  }),
} as const;
