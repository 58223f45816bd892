import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUser } from '../../../lib/session/session.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useRegisterGuest } from '../api/guest-register.ts';
import { AuthCard } from '../../../ui/AuthCard.tsx';
import { KeepAccountForm } from '../components/KeepAccountForm.tsx';
import '../texts.ts';

/** The guest trial: start without an email, then the offer to keep the account. */
export function TryPengguinPage() {
  const { t } = useTranslation();
  const user = useUser();
  const start = useRegisterGuest();
  if (user?.is_guest) {
    return (
      <AuthCard title={t('trial.keepTitle')}>
        <Typography>{t('trial.keepIntro')}</Typography>
        <KeepAccountForm />
        <Button component={Link} to={ROUTES.events}>
          {t('trial.continue')}
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('trial.title')}>
      <Typography>{t('trial.intro')}</Typography>
      <ErrorAlert error={start.error} />
      <Button variant="contained" size="large" loading={start.isPending} onClick={() => start.mutate()}>
        {t('trial.start')}
      </Button>
    </AuthCard>
  );
}
