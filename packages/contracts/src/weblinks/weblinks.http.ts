import * as z from 'zod/mini';
import { endpoint } from '../common/endpoint.ts';
import { WEBLINKS_PREFIX as P } from './weblinks.constants.ts';
import * as s from './weblinks.schemas.ts';

/** Weblinks (issue 21): the spec names search, create, update and delete (§7); the methods are ours (ADR 0061). */
export const weblinksApi = {
  search: endpoint({
    method: 'GET',
    path: P,
    summary: "The caller's links and those shared with them, newest first, matching the query in title, link or tags",
    auth: 'access',
    query: s.weblinkSearchQuerySchema,
    status: 200,
    response: s.weblinkPageSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: P,
    summary: 'Save a link (http:// is put in front when it has no scheme; http and https only)',
    auth: 'access',
    body: s.weblinkBodySchema,
    status: 201,
    response: s.weblinkSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${P}/{weblinkId}`,
    summary: "Replace a link's fields; only its owner may",
    auth: 'access',
    params: s.weblinkParamsSchema,
    body: s.weblinkBodySchema,
    status: 200,
    response: s.weblinkSchema,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: `${P}/{weblinkId}`,
    summary: 'Delete a link; only its owner may',
    auth: 'access',
    params: s.weblinkParamsSchema,
    status: 200,
    response: z.object({ ok: z.literal(true) }),
  }),
  publicOf: endpoint({
    method: 'GET',
    path: `${P}/public/{userId}`,
    summary: "A member's public links, newest first, as their community profile shows them (404 across an avoid)",
    auth: 'access',
    params: s.weblinkOwnerParamsSchema,
    query: s.weblinkSearchQuerySchema,
    status: 200,
    response: s.weblinkPageSchema,
  }),
};
