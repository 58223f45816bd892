import { CampaignsPage } from '../../features/campaigns/pages/CampaignsPage.tsx';
import { useUser } from '../../lib/session/session.ts';
import { NotFoundScreen } from '../screens/NotFoundScreen.tsx';

/** Like the admin console, the page does not admit it exists to a member without the admin role (the API answers 403). */
export function CampaignsGate() {
  const user = useUser();
  return user?.roles.includes('admin') ? <CampaignsPage /> : <NotFoundScreen />;
}
