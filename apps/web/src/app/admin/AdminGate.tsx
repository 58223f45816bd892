import { AdminPage } from '../../features/admin/pages/AdminPage.tsx';
import { useUser } from '../../lib/session/session.ts';
import { NotFoundScreen } from '../screens/NotFoundScreen.tsx';

/** The console does not admit it exists to a member without the admin role (the API answers them 403 anyway). */
export function AdminGate() {
  const user = useUser();
  return user?.roles.includes('admin') ? <AdminPage /> : <NotFoundScreen />;
}
