import { Navigate, Outlet, useLocation } from 'react-router';
import { readRedirectState } from '../../lib/redirect-state.ts';
import { useUser } from '../../lib/session/session.ts';
import { verifiedTarget } from './targets.ts';

/** /verify is for unverified users and for anyone verifying from a mailed link; verified users move on. */
export function VerifyGuard() {
  const user = useUser();
  const location = useLocation();
  if (!user?.is_verified) return <Outlet />;
  return <Navigate to={verifiedTarget(user, readRedirectState(location.state).from)} replace />;
}
