import GoogleIcon from '@mui/icons-material/Google';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { readRedirectState } from '../../../lib/redirect-state.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useStartGoogleSignIn } from '../api/google-authorization.ts';
import { GOOGLE_CALLBACK_PATH } from '../routes.ts';

/**
 * Google sign-in (OpenID Connect); the server says so, with its own text, when it is not configured. `onStart` runs
 * before the browser leaves, to keep what the page that finishes needs.
 */
export function GoogleSignInButton({ isStudent = true, onStart }: { isStudent?: boolean; onStart?: () => void }) {
  const { t } = useTranslation();
  const { from } = readRedirectState(useLocation().state);
  const start = useStartGoogleSignIn();
  return (
    <>
      <Button
        variant="outlined"
        size="large"
        fullWidth
        startIcon={<GoogleIcon />}
        loading={start.isPending}
        onClick={() => {
          onStart?.();
          start.mutate({
            redirect_url: `${window.location.origin}${GOOGLE_CALLBACK_PATH}`,
            ext: { realRedirectUrl: from, isStudent },
          });
        }}
      >
        {t('google.button')}
      </Button>
      <ErrorAlert error={start.error} />
      <Divider>{t('google.or')}</Divider>
    </>
  );
}
