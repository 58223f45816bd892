import * as z from 'zod/mini';
import { endpoint } from '../common/endpoint.ts';
import { LIVE_BOARDS_PREFIX as P } from './live-boards.constants.ts';
import * as s from './live-boards.schemas.ts';

/** Live boards (issue 21): the spec names the page, not its calls; ours are in ADR 0065. */
export const liveBoardsApi = {
  list: endpoint({
    method: 'GET',
    path: P,
    summary: "The caller's boards, last changed first",
    auth: 'access',
    status: 200,
    response: s.liveBoardListSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: P,
    summary: 'Start an empty board',
    auth: 'access',
    body: s.liveBoardBodySchema,
    status: 201,
    response: s.liveBoardSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: `${P}/{boardId}`,
    summary: 'One of the caller’s boards with its elements',
    auth: 'access',
    params: s.liveBoardParamsSchema,
    status: 200,
    response: s.liveBoardSchema,
  }),
  rename: endpoint({
    method: 'PUT',
    path: `${P}/{boardId}`,
    summary: 'Rename a board',
    auth: 'access',
    params: s.liveBoardParamsSchema,
    body: s.liveBoardBodySchema,
    status: 200,
    response: s.liveBoardSummarySchema,
  }),
  draw: endpoint({
    method: 'PUT',
    path: `${P}/{boardId}/elements`,
    summary: 'Keep finished elements: each replaces the stored one when newer (Excalidraw’s version rule)',
    auth: 'access',
    params: s.liveBoardParamsSchema,
    body: s.liveBoardElementsBodySchema,
    status: 200,
    response: s.liveBoardSummarySchema,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: `${P}/{boardId}`,
    summary: 'Delete a board',
    auth: 'access',
    params: s.liveBoardParamsSchema,
    status: 200,
    response: z.object({ ok: z.literal(true) }),
  }),
};
