import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ROUTES, SOCIAL_TEXTS, type PublicProfile as Profile } from '@parley/contracts';
import { failureText } from '../../../lib/api/api-error.ts';
import { displayNameOf } from '../../../lib/display-name.ts';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { useUser } from '../../../lib/session/session.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { PageSkeleton } from '../../../ui/PageSkeleton.tsx';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';
import { publicProfileQueryOptions } from '../api/profile-by-id.ts';
import { relationshipQueryOptions } from '../api/relationship.ts';
import { unreport } from '../api/unreport.ts';
import { useSocialToggle } from '../lib/use-social-toggle.ts';
import { GoalsSection } from './GoalsSection.tsx';
import { LanguageLevels } from './LanguageLevels.tsx';
import { LimitDialog } from './LimitDialog.tsx';
import { ReportDialog } from './ReportDialog.tsx';

/** Another member's public profile with follow, avoid and report; the signed-in user is sent to /profile. */
export function PublicProfile({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const me = useUser();
  const valid = Number.isInteger(userId) && userId > 0;
  const profile = useQuery({ ...publicProfileQueryOptions(userId), enabled: valid });
  if (!valid) return <Alert severity="error">{contractText(SOCIAL_TEXTS.userNotFound)}</Alert>;
  if (me?.id === userId) {
    return (
      <Typography>
        {t('social.profile.self')}{' '}
        <Link component={RouterLink} to={ROUTES.profile}>
          {t('social.profile.ownProfile')}
        </Link>
      </Typography>
    );
  }
  if (profile.isPending) return <PageSkeleton />;
  if (!profile.data) return <ErrorAlert error={profile.error} />;
  return <ProfileCard meId={me?.id ?? 0} profile={profile.data} />;
}

function ProfileCard({ meId, profile }: { meId: number; profile: Profile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const relationshipQuery = relationshipQueryOptions(meId, profile.id);
  const relationship = useQuery(relationshipQuery);
  const { toggle, limit, closeLimit } = useSocialToggle(meId, profile.id);
  const [reporting, setReporting] = useState(false);
  const name = profile.display_name || displayNameOf(profile);
  const view = relationship.data;

  const withdrawReport = async () => {
    try {
      queryClient.setQueryData(relationshipQuery.queryKey, await unreport(profile.id));
      showToast(t('social.report.withdrawn'), 'success');
    } catch (error) {
      showToast(failureText(error), 'error');
    }
  };

  // about_me is written by the member (profile, goals questionnaire); a teacher's registration bio stands in.
  const aboutMe = profile.about_me || profile.bio;

  return (
    <Box component="article" aria-labelledby="public-profile-name">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <UserAvatar name={name} image={profile.image} size={72} />
        <Box>
          <Typography variant="h1" id="public-profile-name">
            {name}
          </Typography>
          <Typography color="text.secondary">@{profile.username}</Typography>
          <Typography color="text.secondary">{t(`social.profile.status.${profile.status}`)}</Typography>
          {view ? (
            <Typography color="text.secondary" data-testid="public-follower-count">
              {t('social.profile.followers', { count: view.followers_count })}
            </Typography>
          ) : (
            <Skeleton variant="text" width={120} aria-hidden />
          )}
        </Box>
      </Stack>
      {aboutMe && (
        <Box component="section" sx={{ mb: 2 }} aria-labelledby="about-title">
          <Typography variant="h2" id="about-title" sx={{ fontSize: '1.1rem' }}>
            {t('social.profile.about')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{aboutMe}</Typography>
        </Box>
      )}
      <Box component="section" sx={{ mb: 2 }} aria-labelledby="languages-title">
        <Typography variant="h2" id="languages-title" sx={{ fontSize: '1.1rem', mb: 1 }}>
          {t('social.profile.languages')}
        </Typography>
        {profile.speaking.length + profile.learning.length === 0 ? (
          <Typography color="text.secondary">{t('social.profile.noLanguages')}</Typography>
        ) : (
          <LanguageLevels speaking={profile.speaking} learning={profile.learning} label={t('social.profile.languages')} />
        )}
      </Box>
      <GoalsSection userId={profile.id} />
      {view ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant={view.is_following ? 'outlined' : 'contained'}
            aria-pressed={view.is_following}
            onClick={() => toggle(view.is_following ? 'unfollow' : 'follow')}
          >
            {view.is_following ? t('social.actions.unfollow') : t('social.actions.follow')}
          </Button>
          <Button
            variant="outlined"
            aria-pressed={view.is_avoiding}
            onClick={() => toggle(view.is_avoiding ? 'unavoid' : 'avoid')}
          >
            {view.is_avoiding ? t('social.actions.unavoid') : t('social.actions.avoid')}
          </Button>
          {view.is_reported ? (
            <Button variant="outlined" color="error" onClick={() => void withdrawReport()}>
              {t('social.actions.unreport')}
            </Button>
          ) : (
            <Button variant="outlined" color="error" onClick={() => setReporting(true)}>
              {t('social.actions.report')}
            </Button>
          )}
        </Stack>
      ) : relationship.isError ? (
        <ErrorAlert error={relationship.error} />
      ) : (
        <Skeleton variant="rounded" height={36} width={280} aria-hidden />
      )}
      <LimitDialog kind={limit} onClose={closeLimit} />
      <ReportDialog
        userId={profile.id}
        name={name}
        open={reporting}
        onClose={() => setReporting(false)}
        onReported={(answer) => {
          queryClient.setQueryData(relationshipQuery.queryKey, answer);
          setReporting(false);
          showToast(t('social.report.sent'), 'success');
        }}
      />
    </Box>
  );
}
