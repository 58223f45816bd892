import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { PageSkeleton } from '../../../ui/PageSkeleton.tsx';
import { sandboxOnboardingQueryOptions } from '../api/sandbox-onboarding.ts';
import { PayoutForm } from '../components/PayoutForm.tsx';
import { ProviderPage } from '../components/ProviderPage.tsx';
import { useProviderParam } from '../lib/session-param.ts';
import '../texts.ts';

/** /payment/connect?link=…: the sandbox provider's onboarding of a teacher's payout account. */
export function SandboxConnectPage() {
  const { t } = useTranslation();
  const linkId = useProviderParam('link') ?? '';
  const onboarding = useQuery({ ...sandboxOnboardingQueryOptions(linkId), enabled: Boolean(linkId) });
  if (linkId && onboarding.isPending) return <PageSkeleton />;
  const account = onboarding.data;
  return (
    <ProviderPage title={t('billing.sandbox.connectTitle')}>
      <ErrorAlert error={onboarding.error} />
      {account && (
        <Card variant="outlined">
          <CardContent>
            <Typography sx={{ mb: 1 }}>{t('billing.sandbox.connectBody')}</Typography>
            <Typography color="text.secondary">{t('billing.sandbox.account', { id: account.account_id })}</Typography>
            {account.email && <Typography color="text.secondary">{account.email}</Typography>}
            {account.charges_enabled && (
              <Alert severity="success" sx={{ my: 2 }}>
                {t('billing.sandbox.enabled')} <Link href={account.return_url}>{t('billing.sandbox.returnToSettings')}</Link>
              </Alert>
            )}
            <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 2 }}>
              {t('billing.sandbox.payoutForm')}
            </Typography>
            <PayoutForm
              linkId={linkId}
              saved={account.payout_details}
              submitLabel={t(account.charges_enabled ? 'billing.sandbox.saveDetails' : 'billing.sandbox.finish')}
            />
          </CardContent>
        </Card>
      )}
    </ProviderPage>
  );
}
