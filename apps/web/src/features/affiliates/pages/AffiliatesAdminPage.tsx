import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COMMISSION_STATUSES, shownName, type AdminCommission, type CommissionStatus } from '@parley/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { PageSkeleton } from '../../../ui/PageSkeleton.tsx';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { adminCommissionsQueryOptions, markCommissionPaid } from '../api/admin-commissions.ts';
import { affiliateKeys } from '../api/affiliates.ts';
import { CommissionTable } from '../components/CommissionTable.tsx';
import '../texts.ts';

const nameOf = (c: AdminCommission) => shownName(c.affiliate);

/** /admin/affiliates (admins only): every commission record, filtered by status, and Mark paid (ADR 0076). */
export function AffiliatesAdminPage() {
  const { t, i18n } = useTranslation();
  const listId = useId();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<CommissionStatus | null>(null);
  const [asking, setAsking] = useState<AdminCommission | null>(null);
  const records = useQuery(adminCommissionsQueryOptions(status));
  const markPaid = useMutation({
    mutationFn: (c: AdminCommission) => markCommissionPaid(c.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: affiliateKeys.all });
      showToast(t('affiliates.admin.marked'), 'success');
      setAsking(null);
    },
    onError: (error) => showToast(contractText(failureText(error)), 'error'),
  });
  const money = (c: AdminCommission) => formatMoney(c.amount, c.currency, i18n.language);
  const extra = [
    { header: t('affiliates.admin.affiliate'), cell: nameOf },
    {
      header: t('affiliates.admin.markPaid'),
      cell: (c: AdminCommission) =>
        c.status !== 'paid' && (
          <Button size="small" onClick={() => setAsking(c)} aria-label={t('affiliates.admin.markPaidLabel', { id: c.id })}>
            {t('affiliates.admin.markPaid')}
          </Button>
        ),
    },
  ];
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <div>
          <Typography variant="h1" sx={{ fontSize: '2rem', mb: 1 }}>
            {t('affiliates.admin.title')}
          </Typography>
          <Typography color="text.secondary">{t('affiliates.admin.intro')}</Typography>
        </div>
        <TextField
          select
          size="small"
          label={t('affiliates.admin.filter')}
          value={status ?? 'all'}
          onChange={(e) => setStatus(e.target.value === 'all' ? null : (e.target.value as CommissionStatus))}
          sx={{ maxWidth: 200 }}
        >
          <MenuItem value="all">{t('affiliates.admin.all')}</MenuItem>
          {COMMISSION_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`affiliates.records.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <Typography id={listId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('affiliates.records.title')}
        </Typography>
        <ErrorAlert error={records.error} />
        {records.isPending && <PageSkeleton />}
        {records.data?.items.length === 0 && (
          <EmptyState title={t('affiliates.records.empty')} hint={t('affiliates.records.emptyHint')} />
        )}
        {records.data && records.data.items.length > 0 && (
          <CommissionTable records={records.data.items} labelledBy={listId} extra={extra} />
        )}
      </Stack>
      <ConfirmDialog
        open={asking !== null}
        title={t('affiliates.admin.confirmTitle')}
        text={asking ? t('affiliates.admin.confirmBody', { amount: money(asking), affiliate: nameOf(asking) }) : ''}
        confirmLabel={t('affiliates.admin.markPaid')}
        busy={markPaid.isPending}
        onClose={() => setAsking(null)}
        onConfirm={() => asking && markPaid.mutate(asking)}
      />
    </Container>
  );
}
