import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ROUTES } from '@parley/contracts';
import { failureText } from '../../../lib/api/api-error.ts';
import { formatLongDate } from '../../../lib/format/long-date.ts';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { PageSkeleton } from '../../../ui/PageSkeleton.tsx';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { useSandboxCancel } from '../api/sandbox-cancel.ts';
import { sandboxPortalQueryOptions } from '../api/sandbox-portal.ts';
import { PortalSubscription } from '../components/PortalSubscription.tsx';
import { ProviderPage } from '../components/ProviderPage.tsx';
import { useProviderParam } from '../lib/session-param.ts';
import '../texts.ts';

/** /subscription?session=…: the sandbox provider's billing portal (cancel at period end, resume). */
export function SandboxPortalPage() {
  const { t, i18n } = useTranslation();
  const sessionId = useProviderParam('session') ?? '';
  const portal = useQuery({ ...sandboxPortalQueryOptions(sessionId), enabled: Boolean(sessionId) });
  const change = useSandboxCancel(sessionId);
  if (sessionId && portal.isPending) return <PageSkeleton />;
  const onCancelChange = (subscriptionId: string, cancel: boolean) =>
    change.mutate(
      { subscriptionId, cancel },
      {
        onSuccess: (s) => {
          const date = formatLongDate(s.current_period_end, i18n.language);
          showToast(t(cancel ? 'billing.sandbox.cancelled' : 'billing.sandbox.resumed', { date }), 'success');
        },
        onError: (error) => showToast(contractText(failureText(error)), 'error'),
      },
    );
  return (
    <ProviderPage title={t('billing.sandbox.portalTitle')}>
      {!sessionId && (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={`${ROUTES.profile}/subscription`} color="inherit">
              {t('billing.sandbox.toSettings')}
            </Button>
          }
        >
          {t('billing.sandbox.noSession')}
        </Alert>
      )}
      <ErrorAlert error={portal.error} />
      {portal.data && (
        <Stack spacing={2}>
          {portal.data.subscriptions.length === 0 && (
            <EmptyState title={t('billing.sandbox.none')} hint={t('billing.sandbox.noneHint')} />
          )}
          {portal.data.subscriptions.map((s) => (
            <PortalSubscription
              key={s.id}
              subscription={s}
              busy={change.isPending && change.variables.subscriptionId === s.id}
              onCancelChange={(cancel) => onCancelChange(s.id, cancel)}
            />
          ))}
          <Link href={portal.data.return_url}>{t('billing.sandbox.back')}</Link>
        </Stack>
      )}
    </ProviderPage>
  );
}
