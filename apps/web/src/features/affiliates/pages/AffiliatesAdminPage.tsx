import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COMMISSION_STATUSES, shownName, type AdminCommission, type CommissionStatus } from '@parley/contracts';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminConsole } from '../../admin/public.ts';
import { failureText } from '../../../lib/api/api-error.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { PagedResults } from '../../../ui/PagedResults.tsx';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { adminCommissionsQueryOptions, markCommissionPaid } from '../api/admin-commissions.ts';
import { affiliateKeys } from '../api/affiliates.ts';
import { CommissionTable } from '../components/CommissionTable.tsx';
import { CommissionTotals } from '../components/CommissionTotals.tsx';
import '../texts.ts';

const nameOf = (c: AdminCommission) => shownName(c.affiliate);

function StatusFilter({ value, onChange }: { value: CommissionStatus | null; onChange: (s: CommissionStatus | null) => void }) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('affiliates.admin.filter')}
      value={value ?? 'all'}
      onChange={(e) => onChange(e.target.value === 'all' ? null : (e.target.value as CommissionStatus))}
      sx={{ maxWidth: 200 }}
    >
      <MenuItem value="all">{t('affiliates.admin.all')}</MenuItem>
      {COMMISSION_STATUSES.map((s) => (
        <MenuItem key={s} value={s}>
          {t(`affiliates.records.${s}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * /admin/affiliates (admins only): every affiliate's commission totals, the records a page at a time, filtered by
 * status, and Mark paid (ADR 0076).
 */
export function AffiliatesAdminPage() {
  const { t, i18n } = useTranslation();
  const listId = useId();
  const totalsId = useId();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<CommissionStatus | null>(null);
  const [asking, setAsking] = useState<AdminCommission | null>(null);
  const records = useInfiniteQuery(adminCommissionsQueryOptions(status));
  const totals = records.data?.pages[0]?.totals;
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
    <AdminConsole current="affiliates">
      <Stack spacing={3}>
        <div>
          <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
            {t('affiliates.admin.title')}
          </Typography>
          <Typography color="text.secondary">{t('affiliates.admin.intro')}</Typography>
        </div>
        <Stack component="section" spacing={1} aria-labelledby={totalsId}>
          <Typography id={totalsId} variant="h3" sx={{ fontSize: '1.25rem' }}>
            {t('affiliates.admin.totals')}
          </Typography>
          {totals ? <CommissionTotals totals={totals} /> : <Skeleton variant="rounded" height={64} />}
        </Stack>
        <StatusFilter value={status} onChange={setStatus} />
        <Typography id={listId} variant="h3" sx={{ fontSize: '1.25rem' }}>
          {t('affiliates.records.title')}
        </Typography>
        <PagedResults
          results={records}
          found={(count) => t('affiliates.admin.found', { count })}
          seeMore={t('affiliates.admin.seeMore')}
          empty={<EmptyState title={t('affiliates.records.empty')} hint={t('affiliates.records.emptyHint')} />}
          table={(items) => <CommissionTable records={items} labelledBy={listId} extra={extra} />}
        />
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
    </AdminConsole>
  );
}
