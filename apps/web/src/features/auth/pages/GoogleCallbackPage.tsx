import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { AFFILIATE_CODE_MAX, ROUTES } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { keptAffiliateCode } from '../../../lib/affiliate-link.ts';
import { failureText } from '../../../lib/api/api-error.ts';
import { takeSignUpCodes } from '../../../lib/browser-storage/sign-up-codes.ts';
import { i18n } from '../../../lib/i18n/index.ts';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { internalPath } from '../../../lib/redirect-state.ts';
import { setSession } from '../../../lib/session/session.ts';
import { finishGoogleSignIn } from '../api/google-login.ts';
import { AuthCard } from '../../../ui/AuthCard.tsx';

/**
 * The provider sends `code` and `state` (or `error` when the user cancelled); the server checks both. With them go the
 * codes a sign-up brings, as by email: the register page's invitation and registration code, and the affiliate link
 * this browser came by (ADR 0076). A refused registration code comes back as the error shown here.
 */
export async function googleCallbackLoader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const code = params.get('code');
  const state = params.get('state');
  const codes = takeSignUpCodes();
  if (!code || !state) return { error: i18n.t('google.unfinished') };
  const affiliate = keptAffiliateCode()?.slice(0, AFFILIATE_CODE_MAX);
  try {
    const signedIn = await finishGoogleSignIn({ code, state, ...codes, ...(affiliate ? { affiliate_code: affiliate } : {}) });
    setSession(signedIn);
    return redirect(internalPath(signedIn.real_redirect_url) ?? ROUTES.events);
  } catch (error) {
    return { error: contractText(failureText(error)) };
  }
}

/** Only shown when sign-in did not finish. */
export function GoogleCallbackPage() {
  const { t } = useTranslation();
  const { error } = useLoaderData<typeof googleCallbackLoader>();
  return (
    <AuthCard title={t('login.title')}>
      <Alert severity="error">{error}</Alert>
      <Link component={RouterLink} to={ROUTES.login}>
        {t('login.back')}
      </Link>
    </AuthCard>
  );
}
