import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { PageSkeleton } from '../../../ui/PageSkeleton.tsx';
import { meQueryOptions } from '../../../entities/user/api/me-query.ts';
import { FollowerCount } from '../components/FollowerCount.tsx';
import { ProfileForm } from '../components/ProfileForm.tsx';
import '../texts.ts';

/** /profile: the signed-in user's own profile. */
export function ProfilePage() {
  const { t } = useTranslation();
  // The page edits the server's current copy, so it fetches again on every visit.
  const me = useQuery({ ...meQueryOptions, refetchOnMount: 'always' });
  if (me.isPending) return <PageSkeleton />;
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', py: { xs: 3, sm: 6 }, px: 2 }}>
      <Box component="header" sx={{ mb: 3 }}>
        <Typography variant="h1">{t('profile.title')}</Typography>
        {me.data && <FollowerCount userId={me.data.id} />}
      </Box>
      {me.data ? <ProfileForm key={me.data.id} user={me.data} /> : <ErrorAlert error={me.error} />}
    </Box>
  );
}
