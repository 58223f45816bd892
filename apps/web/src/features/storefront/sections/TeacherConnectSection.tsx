import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TEACHER_APPLICATION_FEE_PERCENT } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { PageSkeleton } from '../../../ui/PageSkeleton.tsx';
import { useConnectPaymentAccount } from '../api/connect.ts';
import { usePaymentAccount } from '../api/payment-account.ts';
import { HomepageGate } from '../components/HomepageGate.tsx';
import '../texts.ts';

function AccountStatus() {
  const { t } = useTranslation();
  const account = usePaymentAccount();
  const connect = useConnectPaymentAccount();
  const [params] = useSearchParams();
  if (account.isPending) return <PageSkeleton />;
  if (account.isError) return <ErrorAlert error={account.error} />;
  const { id, charges_enabled: enabled } = account.data;
  return (
    <Stack spacing={2}>
      {params.has('connected') && !enabled && <Alert severity="info">{t('storefront.connect.pending')}</Alert>}
      <ErrorAlert error={connect.error} />
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            {enabled && <CheckCircleIcon color="success" aria-hidden />}
            <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
              {t(enabled ? 'storefront.connect.ready' : id ? 'storefront.connect.unfinished' : 'storefront.connect.none')}
            </Typography>
          </Stack>
          <Typography color="text.secondary">
            {t(enabled ? 'storefront.connect.readyText' : 'storefront.connect.noneText', {
              fee: TEACHER_APPLICATION_FEE_PERCENT,
            })}
          </Typography>
          {id && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('storefront.connect.account', { id })}
            </Typography>
          )}
        </CardContent>
        {!enabled && (
          <CardActions sx={{ p: 2 }}>
            <Button variant="contained" loading={connect.isPending || connect.isSuccess} onClick={() => connect.mutate()}>
              {t(id ? 'storefront.connect.continue' : 'storefront.connect.start')}
            </Button>
          </CardActions>
        )}
      </Card>
    </Stack>
  );
}

/**
 * /profile/teacher-connect: the payment account students' money goes to (spec §3, teacher payment account). Connecting
 * runs on the provider's onboarding pages (the sandbox's own page by default), which send the teacher back here.
 */
export function TeacherConnectSection() {
  return <HomepageGate page="connect">{() => <AccountStatus />}</HomepageGate>;
}
