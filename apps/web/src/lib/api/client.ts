import { AUTH_TEXTS, type BodyOf, type Endpoint, type ParamsOf, type QueryOf, type ResponseOf } from '@parley/contracts';
import { getSession } from '../session/session.ts';
import { isUsable } from '../session/tokens.ts';
import { ApiError } from './api-error.ts';
import { send, type Request } from './http.ts';
import { renewAccessToken } from './refresh.ts';

type Field<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };

export type CallInput<E extends Endpoint> = Field<'body', BodyOf<E>> &
  Field<'query', QueryOf<E>> &
  Field<'params', ParamsOf<E>> & { signal?: AbortSignal };

type CallArgs<E extends Endpoint> = object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** Calls an endpoint of the contracts, with the token its `auth` asks for. */
export function call<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<ResponseOf<E>> {
  const request = (input ?? {}) as Request;
  switch (endpoint.auth) {
    case 'none':
      return send(endpoint, request);
    case 'refresh':
      return send(endpoint, request, getSession()?.refresh_token.token);
    default:
      return callWithAccess(endpoint, request, endpoint.auth === 'access');
  }
}

function callWithAccess<E extends Endpoint>(endpoint: E, request: Request, required: boolean): Promise<ResponseOf<E>> {
  return withAccessToken((token) => send(endpoint, request, token), required);
}

/**
 * Runs `exchange` with a usable access token (or none, when signed out and `required` is false); when the
 * server answers 401 anyway, refreshes once and runs it once more. For calls `call` cannot send (uploads).
 */
export async function withAccessToken<T>(exchange: (token?: string) => Promise<T>, required = true): Promise<T> {
  const session = getSession();
  if (!session) {
    if (required) throw new ApiError(401, 'UNAUTHORIZED', AUTH_TEXTS.loginRequired);
    return exchange();
  }
  const token = isUsable(session.access_token) ? session.access_token.token : await renewAccessToken(session.access_token.token);
  try {
    return await exchange(token);
  } catch (err) {
    // The server can end an access token early (a revoked session, a clock ahead of ours): refresh once, retry once.
    if (!(err instanceof ApiError) || err.status !== 401) throw err;
    return exchange(await renewAccessToken(token));
  }
}
