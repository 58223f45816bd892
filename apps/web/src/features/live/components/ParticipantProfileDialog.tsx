import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { publicProfileQueryOptions } from '../../../entities/social/api/profile-by-id.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { PageSkeleton } from '../../../ui/PageSkeleton.tsx';
import { FollowerCountText, SocialActions } from '../../../entities/social/components/SocialActions.tsx';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';
import '../texts.ts';
import '../../../entities/social/texts.ts';

interface Props {
  meId: number;
  userId: number;
  name: string;
  image: string | null;
  open: boolean;
  onClose: () => void;
}

/** The participant profile dialog of the live room: follower count, about me, follow, avoid and report. */
export function ParticipantProfileDialog({ meId, userId, name, image, open, onClose }: Props) {
  const { t } = useTranslation();
  const profile = useQuery({ ...publicProfileQueryOptions(userId), enabled: open });
  const aboutMe = profile.data ? profile.data.about_me || profile.data.bio : null;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="participant-title" fullWidth maxWidth="xs">
      <DialogTitle id="participant-title">
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <UserAvatar name={name} image={image} size={48} />
          <span>{name}</span>
        </Stack>
      </DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 1 }} component="div">
          <FollowerCountText meId={meId} userId={userId} />
        </Typography>
        {profile.isPending ? (
          <PageSkeleton />
        ) : profile.isError ? (
          <ErrorAlert error={profile.error} />
        ) : (
          <>
            <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
              {t('social.profile.about')}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line', mb: 2 }}>{aboutMe || t('live.profile.noAbout')}</Typography>
          </>
        )}
        <SocialActions meId={meId} userId={userId} name={name} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('live.profile.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
