import { documentsApi as api, DOCUMENTS_TEXTS as T } from '@parley/contracts';
import type { Route } from '../../plugins/router.ts';
import { readUploadedFile } from '../../shared/uploaded-file.ts';
import * as documents from './documents.service.ts';

/** Contract → caller → one service call (ADR 0062). */
export function documentsRoutes(route: Route, deps: documents.DocumentsDeps) {
  route(api.list, ({ user, query }) => documents.listDocuments(deps, user, query));
  route(api.upload, async ({ request, user }) => {
    const file = await readUploadedFile(request, { required: T.fileRequired, tooLarge: T.fileTooLarge });
    return documents.uploadDocument(deps, user, file);
  });
  route(api.rename, ({ user, params, body }) => documents.renameDocument(deps, user, params.documentId, body.name));
  route(api.delete, ({ user, params }) => documents.deleteDocument(deps, user, params.documentId));
  route(api.file, async ({ user, params, reply }) => {
    const { row, data } = await documents.documentFile(deps, user, params.documentId);
    // Our type, judged at upload; never sniffed, never cached by a shared cache, never run as a page of ours.
    return reply
      .header('content-type', row.type === 'text/plain' ? 'text/plain; charset=utf-8' : row.type)
      .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(row.name)}`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(Buffer.from(data));
  });
}
