import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFollowerCount } from '../api/followers.ts';
import '../texts.ts';

/** "3 followers" under the heading; nothing when the count cannot be had, rather than a wrong number. */
export function FollowerCount({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const followers = useFollowerCount(userId);
  if (followers.isPending) return <Skeleton variant="text" width={120} aria-hidden />;
  if (followers.isError) return null;
  return (
    <Typography color="text.secondary" data-testid="follower-count">
      {t('profile.followers', { count: followers.data })}
    </Typography>
  );
}
