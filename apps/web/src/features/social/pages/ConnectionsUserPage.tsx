import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ROUTES } from '@parley/contracts';
import { PublicProfile } from '../components/PublicProfile.tsx';
import '../../../entities/social/texts.ts';

/** /dashboard/connections/:userId: a connection's profile, opened from the connections lists. */
export function ConnectionsUserPage() {
  const { t } = useTranslation();
  const userId = Number(useParams().userId);
  return (
    <Box>
      <Link component={RouterLink} to={ROUTES.dashboardConnections} sx={{ display: 'inline-block', mb: 2 }}>
        {t('social.connections.back')}
      </Link>
      <PublicProfile key={userId} userId={userId} />
    </Box>
  );
}
