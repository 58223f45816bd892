import * as z from 'zod/mini';
import { endpoint } from '../common/endpoint.ts';
import { COMPANY_PREFIX as P } from './company.constants.ts';
import { VIDEO_UPLOAD_MAX_BYTES } from './content.constants.ts';
import * as q from './questions.schemas.ts';
import * as p from './team-progress.schemas.ts';
import * as v from './videos.schemas.ts';

const ok = z.object({ ok: z.literal(true) });
const admins = '(administrators; 403 for a member, 404 outside the organisation)';

/** The organisation's own practice questions (ADR 0073): its members get them in the workshops. */
export const companyQuestionsApi = {
  list: endpoint({
    method: 'GET',
    path: `${P}/questions`,
    summary: `The organisation's own interview questions, newest first ${admins}`,
    auth: 'access',
    status: 200,
    response: q.teamQuestionListSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: `${P}/questions`,
    summary: `Write a question for the job-interview or IELTS workshop ${admins}`,
    auth: 'access',
    body: q.teamQuestionBodySchema,
    status: 201,
    response: q.teamQuestionSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${P}/questions/{questionId}`,
    summary: `Rewrite a question ${admins}`,
    auth: 'access',
    params: q.teamQuestionParamsSchema,
    body: q.teamQuestionBodySchema,
    status: 200,
    response: q.teamQuestionSchema,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: `${P}/questions/{questionId}`,
    summary: `Delete a question; sessions that asked it keep its text ${admins}`,
    auth: 'access',
    params: q.teamQuestionParamsSchema,
    status: 200,
    response: ok,
  }),
};

const arrangement = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, summary: string) => ({
  method,
  path: `${P}/videos${path}`,
  summary: `${summary} ${admins}`,
  auth: 'access' as const,
  status: method === 'POST' ? 201 : 200,
  response: v.companyVideosSchema,
});

/** Training videos in named collections (ADR 0073); every change answers the whole arrangement. */
export const companyVideosApi = {
  list: endpoint({
    method: 'GET',
    path: `${P}/videos`,
    summary: "The organisation's videos by collection, each with whether the caller watched it (members)",
    auth: 'access',
    status: 200,
    response: v.companyVideosSchema,
  }),
  createCollection: endpoint({ ...arrangement('POST', '/collections', 'Add a collection'), body: v.collectionBodySchema }),
  renameCollection: endpoint({
    ...arrangement('PATCH', '/collections/{collectionId}', 'Rename a collection'),
    params: v.collectionParamsSchema,
    body: v.collectionBodySchema,
  }),
  deleteCollection: endpoint({
    ...arrangement('DELETE', '/collections/{collectionId}', 'Delete a collection with its videos'),
    params: v.collectionParamsSchema,
  }),
  arrange: endpoint({
    ...arrangement('PUT', '/arrangement', 'Order the collections and the videos in each (after a drag)'),
    body: v.videoArrangementBodySchema,
  }),
  addLink: endpoint({
    ...arrangement('POST', '', 'Add a YouTube or Vimeo video by its link, at the end of a collection'),
    body: v.videoLinkBodySchema,
  }),
  upload: endpoint({
    ...arrangement(
      'POST',
      '/upload',
      `Upload a video (multipart: title, collection_id, then file; MP4 or WebM, at most ${VIDEO_UPLOAD_MAX_BYTES / 1024 / 1024} MB)`,
    ),
  }),
  edit: endpoint({
    ...arrangement('PATCH', '/{videoId}', "Change a video's title or collection"),
    params: v.videoParamsSchema,
    body: v.videoEditBodySchema,
  }),
  delete: endpoint({ ...arrangement('DELETE', '/{videoId}', 'Delete a video'), params: v.videoParamsSchema }),
  watched: endpoint({
    method: 'PUT',
    path: `${P}/videos/{videoId}/watched`,
    summary: 'Mark a video watched or unwatched for the caller (members)',
    auth: 'access',
    params: v.videoParamsSchema,
    body: v.watchedBodySchema,
    status: 200,
    response: z.object({ video_id: z.int(), watched: z.boolean() }),
  }),
  file: endpoint({
    method: 'GET',
    path: `${P}/videos/{videoId}/file`,
    summary: 'An uploaded video, by the signed address the list gave a member (byte ranges served)',
    auth: 'none',
    params: v.videoParamsSchema,
    query: v.videoFileQuerySchema,
    status: 200,
    response: z.unknown(),
  }),
};

/** The team view of the members' progress, and its CSV exports (ADR 0073). */
export const companyProgressApi = {
  team: endpoint({
    method: 'GET',
    path: `${P}/progress`,
    summary: `Every member's totals, grammar and pronunciation means and practice ${admins}`,
    auth: 'access',
    status: 200,
    response: p.teamProgressSchema,
  }),
  teamCsv: endpoint({
    method: 'GET',
    path: `${P}/progress/export.csv`,
    summary: `The team view as CSV, one row per member (text/csv, an attachment) ${admins}`,
    auth: 'access',
    status: 200,
    response: z.string(),
  }),
  memberCsv: endpoint({
    method: 'GET',
    path: `${P}/progress/{userId}/export.csv`,
    summary: `One member's last 12 weeks as CSV, one row per week (text/csv, an attachment) ${admins}`,
    auth: 'access',
    params: p.teamMemberParamsSchema,
    status: 200,
    response: z.string(),
  }),
};
