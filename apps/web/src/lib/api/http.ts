import { fillPath, GENERIC_ERROR_TEXT, type Endpoint, type ResponseOf } from '@parley/contracts';
import { ApiError } from './api-error.ts';

export interface Request {
  body?: unknown;
  query?: object;
  params?: Record<string, string | number>;
  signal?: AbortSignal;
}

function url(endpoint: Endpoint, request: Request): string {
  const path = fillPath(endpoint.path, request.params);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** One HTTP exchange with an optional bearer token; no retries, no refresh. */
export async function send<E extends Endpoint>(endpoint: E, request: Request, bearer?: string): Promise<ResponseOf<E>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  let response: Response;
  try {
    response = await fetch(url(endpoint, request), {
      method: endpoint.method,
      headers,
      body: request.body === undefined ? null : JSON.stringify(request.body),
      signal: request.signal ?? null,
    });
  } catch (err) {
    if (request.signal?.aborted) throw err;
    throw ApiError.network();
  }
  const body = await readJson(response);
  if (!response.ok) throw ApiError.fromResponse(response.status, body);
  const parsed = endpoint.response.safeParse(body);
  // A body that breaks the contract is our bug, not the user's: show the generic text.
  if (!parsed.success) throw new ApiError(response.status, 'CONTRACT_MISMATCH', GENERIC_ERROR_TEXT);
  return parsed.data as ResponseOf<E>;
}
