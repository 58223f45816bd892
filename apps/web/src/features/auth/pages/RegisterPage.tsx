import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { AuthCard } from '../../../ui/AuthCard.tsx';
import { LegalNotice } from '../components/LegalNotice.tsx';
import { RegisterForm } from '../components/RegisterForm.tsx';
import '../texts.ts';

export function RegisterPage() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <AuthCard title={t('register.title')}>
      <RegisterForm />
      <Typography>
        {t('register.haveAccount')}{' '}
        <Link component={RouterLink} to={ROUTES.login} state={location.state}>
          {t('register.login')}
        </Link>
      </Typography>
      <LegalNotice />
    </AuthCard>
  );
}
