import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { shortDateTime } from '../../../lib/format/date-time.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { usePayments } from '../api/overview.ts';
import '../texts.ts';

function Figure({ label, value, help }: { label: string; value: string; help?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontSize: '1.75rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{value}</Typography>
      {help && (
        <Typography variant="body2" color="text.secondary">
          {help}
        </Typography>
      )}
    </Paper>
  );
}

const heading = { fontSize: '1.125rem', fontWeight: 600, mt: 3, mb: 1 } as const;

/** Payments: read-only figures from billing; nothing here changes a subscription. */
export function PaymentsSection() {
  const { t } = useTranslation();
  const payments = usePayments();
  if (payments.isPending) return <Skeleton variant="rounded" height={240} />;
  if (payments.isError) return <ErrorAlert error={payments.error} />;
  const o = payments.data;
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Figure
          label={t('admin.payments.mrr')}
          value={formatMoney(o.monthly_recurring_revenue_cents, o.currency)}
          help={t('admin.payments.mrrHelp')}
        />
        <Figure label={t('admin.payments.teacherSubscriptions')} value={String(o.teacher_subscriptions)} />
      </Stack>
      <Typography variant="h3" sx={heading}>
        {t('admin.payments.byPlan')}
      </Typography>
      {o.subscriptions.length === 0 ? (
        <Typography color="text.secondary">{t('admin.payments.none')}</Typography>
      ) : (
        <Table size="small" aria-label={t('admin.payments.byPlan')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('admin.payments.plan')}</TableCell>
              <TableCell>{t('admin.payments.status')}</TableCell>
              <TableCell align="right">{t('admin.payments.count')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {o.subscriptions.map((s) => (
              <TableRow key={`${s.plan}-${s.status}`}>
                <TableCell>{s.plan}</TableCell>
                <TableCell>{s.status}</TableCell>
                <TableCell align="right">{s.count}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Typography variant="h3" sx={heading}>
        {t('admin.payments.events')}
      </Typography>
      {o.events.length === 0 ? (
        <Typography color="text.secondary">{t('admin.payments.noEvents')}</Typography>
      ) : (
        <Table size="small" aria-label={t('admin.payments.events')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('admin.payments.received')}</TableCell>
              <TableCell>{t('admin.payments.type')}</TableCell>
              <TableCell>{t('admin.payments.provider')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {o.events.map((e) => (
              <TableRow key={`${e.provider}-${e.event_id}`}>
                <TableCell>{shortDateTime(e.received_at)}</TableCell>
                <TableCell>{e.type}</TableCell>
                <TableCell>{e.provider}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
