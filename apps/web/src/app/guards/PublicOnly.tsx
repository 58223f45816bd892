import { Navigate, Outlet, useLocation } from 'react-router';
import { readRedirectState, type RedirectState } from '../../lib/redirect-state.ts';
import { useUser } from '../../lib/session/session.ts';
import { publicOnlyTarget } from './targets.ts';

/** Login, register and the like: a signed-in user is sent on, keeping where they first wanted to go. */
export function PublicOnly() {
  const user = useUser();
  const location = useLocation();
  const { from } = readRedirectState(location.state);
  const target = publicOnlyTarget(user, from);
  if (!target) return <Outlet />;
  return <Navigate to={target} replace state={location.state as RedirectState} />;
}
