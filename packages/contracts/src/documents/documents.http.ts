import * as z from 'zod/mini';
import { endpoint } from '../common/endpoint.ts';
import { DOCUMENTS_PREFIX as P } from './documents.constants.ts';
import * as s from './documents.schemas.ts';

/** A learner's documents (issue 21): the spec names "documents list"; the other calls are ours (ADR 0062). */
export const documentsApi = {
  list: endpoint({
    method: 'GET',
    path: P,
    summary: "The caller's documents, newest first, with the space they take",
    auth: 'access',
    query: s.documentListQuerySchema,
    status: 200,
    response: s.documentPageSchema,
  }),
  upload: endpoint({
    method: 'POST',
    path: P,
    summary: 'Upload a document (multipart field "file": PDF, PNG, JPEG, WebP or UTF-8 text by content, at most 20 MB)',
    auth: 'access',
    status: 201,
    response: s.documentSchema,
  }),
  rename: endpoint({
    method: 'PUT',
    path: `${P}/{documentId}`,
    summary: 'Rename a document',
    auth: 'access',
    params: s.documentParamsSchema,
    body: s.documentRenameSchema,
    status: 200,
    response: s.documentSchema,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: `${P}/{documentId}`,
    summary: 'Delete a document and its stored file',
    auth: 'access',
    params: s.documentParamsSchema,
    status: 200,
    response: z.object({ ok: z.literal(true) }),
  }),
  file: endpoint({
    method: 'GET',
    path: `${P}/{documentId}/file`,
    summary: "A document's bytes, to its owner only",
    auth: 'access',
    params: s.documentParamsSchema,
    status: 200,
    response: z.unknown(),
  }),
};
