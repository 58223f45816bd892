import { ROUTES } from '@parley/contracts';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { RedirectState } from '../../lib/redirect-state.ts';
import { useSessionState } from '../../lib/session/session.ts';
import { needsVerification } from './targets.ts';

/** Protected pages: anonymous users log in first and come back; unverified users verify first. */
export function RequireAuth() {
  const { current, endedBy } = useSessionState();
  const { pathname, search, hash } = useLocation();
  const from = { pathname, search, hash };
  if (!current) {
    // Someone who just logged out needs no reminder that they have to log in.
    const notice = endedBy === 'logout' ? undefined : endedBy === 'expired' ? 'sessionExpired' : 'loginRequired';
    return <Navigate to={ROUTES.login} replace state={{ from, notice } satisfies RedirectState} />;
  }
  if (needsVerification(current.user)) return <Navigate to={ROUTES.verify} replace state={{ from } satisfies RedirectState} />;
  return <Outlet />;
}
