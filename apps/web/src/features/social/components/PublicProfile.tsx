import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ROUTES, SOCIAL_TEXTS, shownName, type PublicProfile as Profile } from '@parley/contracts';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { usePageName } from '../../../lib/page-title/page-title.ts';
import { useUser } from '../../../lib/session/session.ts';
import { publicProfileQueryOptions } from '../../../entities/social/api/profile-by-id.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { PageSkeleton } from '../../../ui/PageSkeleton.tsx';
import { FollowerCountText, SocialActions } from '../../../entities/social/components/SocialActions.tsx';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';
import { GoalsSection } from './GoalsSection.tsx';
import { LanguageLevels } from './LanguageLevels.tsx';
import '../../../entities/social/texts.ts';

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
  const name = shownName(profile);
  usePageName(name);

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
          <Typography color="text.secondary" component="div">
            <FollowerCountText meId={meId} userId={profile.id} />
          </Typography>
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
      <SocialActions meId={meId} userId={profile.id} name={name} />
    </Box>
  );
}
