import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROUTES, type User } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { markSeen, useFirstTime } from '../../lib/browser-storage/first-time-flags.ts';
import { greetingName } from '../../entities/user/lib/greeting-name.ts';
import { UserAvatar } from '../../ui/UserAvatar.tsx';

export function WelcomeCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const firstVisit = useFirstTime('dashboardIntro');
  const name = greetingName(user);
  return (
    <Card component="section" aria-labelledby="welcome-title" data-tour="welcome">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <UserAvatar name={name} image={user.image} size={56} />
          <Typography id="welcome-title" variant="h2" sx={{ fontSize: '1.25rem', wordBreak: 'break-word' }}>
            {t('dashboard.welcome', { name })}
          </Typography>
        </Stack>
        {firstVisit && (
          <Stack spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
            <Typography variant="body2">{t('dashboard.intro')}</Typography>
            <Button size="small" onClick={() => markSeen('dashboardIntro')}>
              {t('dashboard.gotIt')}
            </Button>
          </Stack>
        )}
        <Button component={Link} to={ROUTES.profile} variant="outlined" fullWidth sx={{ mt: 2 }}>
          {t('dashboard.myProfile')}
        </Button>
      </CardContent>
    </Card>
  );
}
