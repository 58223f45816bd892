import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The ways on from a login form: reset, sign up, or try Parley without an account. */
export function AuthLinks() {
  const { t } = useTranslation();
  return (
    <Stack spacing={1}>
      <Link component={RouterLink} to={ROUTES.forgetPassword}>
        {t('login.forgot')}
      </Link>
      <Typography>
        {t('login.newHere')}{' '}
        <Link component={RouterLink} to={ROUTES.register}>
          {t('login.signUp')}
        </Link>
      </Typography>
      <Stack direction="row" spacing={2}>
        <Link component={RouterLink} to={ROUTES.tryPengguin}>
          {t('login.tryFree')}
        </Link>
        <Link component={RouterLink} to={ROUTES.demo}>
          {t('login.demo')}
        </Link>
      </Stack>
    </Stack>
  );
}
