import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SandboxCheckout } from '@parley/contracts';
import { formatMoney } from '../../../lib/format/money.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { PageSkeleton } from '../../../ui/PageSkeleton.tsx';
import { sandboxCheckoutQueryOptions } from '../api/sandbox-checkout.ts';
import { CardForm } from '../components/CardForm.tsx';
import { DiscountLines } from '../components/DiscountLines.tsx';
import { ProviderPage } from '../components/ProviderPage.tsx';
import { useProviderParam } from '../lib/session-param.ts';
import '../texts.ts';

function Summary({ session }: { session: SandboxCheckout }) {
  const { t, i18n } = useTranslation();
  const amount = formatMoney(session.amount, session.currency, i18n.language);
  const price = t('billing.sandbox.every', { amount, count: session.interval_months });
  return (
    <Stack spacing={0.5} sx={{ mb: 3 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {session.product_name}
      </Typography>
      <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
        {session.trial_days ? t('billing.sandbox.trial', { days: session.trial_days, price }) : price}
      </Typography>
      <DiscountLines session={session} />
      {session.customer_email && (
        <Typography color="text.secondary">
          {t('billing.sandbox.email')}: {session.customer_email}
        </Typography>
      )}
    </Stack>
  );
}

function Checkout({ session }: { session: SandboxCheckout }) {
  const { t, i18n } = useTranslation();
  if (session.status !== 'open')
    return <Alert severity="info">{t(session.status === 'complete' ? 'billing.sandbox.paid' : 'billing.sandbox.expired')}</Alert>;
  const submit = session.trial_days
    ? t('billing.sandbox.startTrial')
    : t('billing.sandbox.pay', { amount: formatMoney(session.first_payment, session.currency, i18n.language) });
  return (
    <Card variant="outlined">
      <CardContent>
        <Summary session={session} />
        <CardForm sessionId={session.id} submitLabel={submit} />
      </CardContent>
    </Card>
  );
}

/** /payment?session=…: the sandbox provider's hosted checkout, standing where Stripe's page would be. */
export function SandboxCheckoutPage() {
  const { t } = useTranslation();
  const sessionId = useProviderParam('session') ?? '';
  const session = useQuery({ ...sandboxCheckoutQueryOptions(sessionId), enabled: Boolean(sessionId) });
  if (sessionId && session.isPending) return <PageSkeleton />;
  return (
    <ProviderPage title={t('billing.sandbox.checkoutTitle')} hint={t('billing.sandbox.testCards')}>
      {!sessionId && <Alert severity="info">{t('billing.sandbox.missing')}</Alert>}
      <ErrorAlert error={session.error} />
      {session.data && <Checkout session={session.data} />}
      {session.data && (
        <Link href={session.data.cancel_url} sx={{ display: 'inline-block', mt: 3 }}>
          {t('billing.sandbox.cancel')}
        </Link>
      )}
    </ProviderPage>
  );
}
