import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { DEMO_ACCOUNT, ROUTES } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { redirect, useLoaderData, useRevalidator } from 'react-router';
import { failureText } from '../../../lib/api/api-error.ts';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { setSession } from '../../../lib/session/session.ts';
import { login } from '../api/login.ts';
import { AuthCard } from '../../../ui/AuthCard.tsx';
import '../texts.ts';

/** Signs in the demo student; a loader runs once per visit, so there is exactly one login. */
export async function demoLoader() {
  try {
    setSession(await login(DEMO_ACCOUNT));
  } catch (error) {
    return { error: failureText(error) };
  }
  return redirect(ROUTES.events);
}

/** Only shown when the demo login failed. */
export function DemoPage() {
  const { t } = useTranslation();
  const { error } = useLoaderData<typeof demoLoader>();
  const revalidator = useRevalidator();
  return (
    <AuthCard title={t('login.demo')}>
      <Alert severity="error">{contractText(error)}</Alert>
      <Button variant="contained" loading={revalidator.state === 'loading'} onClick={() => void revalidator.revalidate()}>
        {t('demo.retry')}
      </Button>
    </AuthCard>
  );
}
