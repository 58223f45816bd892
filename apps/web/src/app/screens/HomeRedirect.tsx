import { ROUTES } from '@parley/contracts';
import { Navigate } from 'react-router';
import { useUser } from '../../lib/session/session.ts';

/** "/" has no page of its own: the events for the signed-in, the login page for everyone else. */
export function HomeRedirect() {
  return <Navigate to={useUser() ? ROUTES.events : ROUTES.login} replace />;
}
