import { AUTH_TEXTS, authApi } from '@parley/contracts';
import { endSession } from '../session/end-session.ts';
import { reloadSession, setTokens } from '../session/session.ts';
import { isUsable } from '../session/tokens.ts';
import { ApiError } from './api-error.ts';
import { send } from './http.ts';

let inflight: Promise<string> | null = null;

const sessionExpired = (code = 'TOKEN_EXPIRED') => new ApiError(401, code, AUTH_TEXTS.sessionExpired);

/**
 * An access token newer than `stale`. Refresh tokens rotate on every use and a second use revokes the
 * session, so there is one refresh at a time and callers that arrive meanwhile wait for its result.
 */
export function renewAccessToken(stale: string): Promise<string> {
  inflight ??= withRefreshLock(() => refreshUnlessRenewed(stale)).finally(() => {
    inflight = null;
  });
  return inflight;
}

/** Tabs share the refresh token too; the Web Locks API keeps two tabs from spending it at once. */
function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  return 'locks' in navigator ? navigator.locks.request('parley-token-refresh', work) : work();
}

async function refreshUnlessRenewed(stale: string): Promise<string> {
  const session = reloadSession();
  if (!session) throw sessionExpired('UNAUTHORIZED');
  if (session.access_token.token !== stale && isUsable(session.access_token)) return session.access_token.token;
  if (!isUsable(session.refresh_token)) {
    endSession('expired');
    throw sessionExpired();
  }
  try {
    const pair = await send(authApi.refresh, {}, session.refresh_token.token);
    setTokens(pair);
    return pair.access_token.token;
  } catch (err) {
    // Only a refusal ends the session; an unreachable server leaves the refresh token valid for later.
    if (err instanceof ApiError && err.status >= 400 && err.status < 500) {
      endSession('expired');
      throw sessionExpired(err.code);
    }
    throw err;
  }
}
