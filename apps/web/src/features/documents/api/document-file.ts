import { documentsApi, fillPath } from '@parley/contracts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { withAccessToken } from '../../../lib/api/client.ts';

/**
 * A document's bytes as a Blob. They are served to their owner only, with the bearer token, so the page fetches them
 * and shows or saves them from memory instead of linking to their address.
 */
export function fetchDocumentFile(id: number, signal?: AbortSignal): Promise<Blob> {
  const url = fillPath(documentsApi.file.path, { documentId: id });
  return withAccessToken(async (token) => {
    let response: Response;
    try {
      response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: signal ?? null });
    } catch (err) {
      if (signal?.aborted) throw err;
      throw ApiError.network();
    }
    if (!response.ok) throw ApiError.fromResponse(response.status, await response.json().catch(() => undefined));
    return response.blob();
  });
}
