import { authApi } from '@parley/contracts';
import { send } from '../api/http.ts';
import { endSession } from './end-session.ts';
import { getSession } from './session.ts';
import { isUsable } from './tokens.ts';

/** Ends the session here at once, then tells the server so the refresh token stops working too. */
export async function logout(): Promise<void> {
  const refresh = getSession()?.refresh_token;
  endSession('logout');
  if (!refresh || !isUsable(refresh)) return;
  // A server that cannot be told now is no reason to keep anyone signed in; the token expires on its own.
  await send(authApi.logout, {}, refresh.token).catch(() => undefined);
}
