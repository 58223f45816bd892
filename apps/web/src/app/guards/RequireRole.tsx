import type { UserStatus } from '@parley/contracts';
import { Outlet } from 'react-router';
import { useUser } from '../../lib/session/session.ts';
import { NotFoundScreen } from '../screens/NotFoundScreen.tsx';

/** A page of another role does not admit it exists. Sits inside RequireAuth, so there is a user. */
export function RequireRole({ roles }: { roles: readonly UserStatus[] }) {
  const user = useUser();
  return user && roles.includes(user.status) ? <Outlet /> : <NotFoundScreen />;
}
