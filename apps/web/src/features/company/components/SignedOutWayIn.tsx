import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REGISTRATION_CODE_PARAM, ROUTES } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { RedirectState } from '../../../lib/redirect-state.ts';
import type { WayIn } from '../pages/CompanyJoinPage.tsx';
import '../texts.ts';

/**
 * A visitor who is not signed in: log in and come back here, or sign up — with a join code, the sign-up takes the seat
 * itself (the code travels in the form); with an invitation, they sign up with its address and open the link again.
 */
export function SignedOutWayIn({ way, email }: { way: WayIn; email: string | null }) {
  const { t } = useTranslation();
  const location = useLocation();
  const back: RedirectState = { from: { pathname: location.pathname, search: '', hash: '' } };
  const signUp =
    way.kind === 'code' ? `${ROUTES.register}?${REGISTRATION_CODE_PARAM}=${encodeURIComponent(way.value)}` : ROUTES.register;
  return (
    <Stack spacing={1}>
      {email && <Typography color="text.secondary">{t('company.join.signUpWith', { email })}</Typography>}
      <Stack direction="row" spacing={1}>
        <Button component={Link} to={signUp} variant="contained" size="large">
          {t('company.join.signUp')}
        </Button>
        <Button component={Link} to={ROUTES.login} state={back} size="large">
          {t('company.join.logIn')}
        </Button>
      </Stack>
    </Stack>
  );
}
