import { CouponsPage } from '../../features/coupons/pages/CouponsPage.tsx';
import { useUser } from '../../lib/session/session.ts';
import { NotFoundScreen } from '../screens/NotFoundScreen.tsx';

/** Like the admin console, the page does not admit it exists to a member without the admin role (the API answers 403). */
export function CouponsGate() {
  const user = useUser();
  return user?.roles.includes('admin') ? <CouponsPage /> : <NotFoundScreen />;
}
