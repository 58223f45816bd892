import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '@parley/contracts';
import { failureText } from '../../../lib/api/api-error.ts';
import { formatLongDate } from '../../../lib/format/long-date.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { couponKeys } from '../api/coupons.ts';
import { deactivateCoupon } from '../api/deactivate-coupon.ts';
import '../texts.ts';

/** One coupon: code, discount, how long, how often used of its limit, expiry, status, and Deactivate while active. */
function CouponRow({ coupon: c, onDeactivate }: { coupon: Coupon; onDeactivate: () => void }) {
  const { t, i18n } = useTranslation();
  const off = c.percent_off !== null ? `${c.percent_off}%` : formatMoney(c.amount_off ?? 0, c.currency ?? 'usd', i18n.language);
  const lasts =
    c.duration === 'repeating'
      ? t('coupons.list.repeating', { count: c.duration_in_months ?? 0 })
      : t(c.duration === 'once' ? 'coupons.list.once' : 'coupons.list.forever');
  return (
    <TableRow data-testid={`coupon-${c.code}`}>
      <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
        {c.code}
      </TableCell>
      <TableCell>{off}</TableCell>
      <TableCell>{lasts}</TableCell>
      <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {c.max_redemptions === null ? c.redemptions : t('coupons.list.used', { count: c.redemptions, max: c.max_redemptions })}
      </TableCell>
      <TableCell>{c.expires_at ? formatLongDate(c.expires_at, i18n.language) : t('coupons.list.never')}</TableCell>
      <TableCell>
        <Chip
          size="small"
          color={c.active ? 'success' : 'default'}
          label={t(c.active ? 'coupons.list.active' : 'coupons.list.inactive')}
        />
      </TableCell>
      <TableCell>
        {c.active && (
          <Button
            size="small"
            color="error"
            onClick={onDeactivate}
            aria-label={t('coupons.list.deactivateLabel', { code: c.code })}
          >
            {t('coupons.list.deactivate')}
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

/** Every coupon with what it takes off, for how long, how often it was used, and Deactivate while it is active. */
export function CouponList({ coupons, labelledBy }: { coupons: Coupon[]; labelledBy: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Coupon | null>(null);
  const deactivate = useMutation({
    mutationFn: (c: Coupon) => deactivateCoupon(c.id),
    onSuccess: (c) => {
      void queryClient.invalidateQueries({ queryKey: couponKeys.all });
      showToast(t('coupons.list.deactivated', { code: c.code }), 'success');
      setAsking(null);
    },
    onError: (error) => showToast(contractText(failureText(error)), 'error'),
  });
  return (
    <>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-labelledby={labelledBy}>
          <TableHead>
            <TableRow>
              <TableCell>{t('coupons.list.code')}</TableCell>
              <TableCell>{t('coupons.list.discount')}</TableCell>
              <TableCell>{t('coupons.list.duration')}</TableCell>
              <TableCell align="right">{t('coupons.list.redemptions')}</TableCell>
              <TableCell>{t('coupons.list.expires')}</TableCell>
              <TableCell>{t('coupons.list.status')}</TableCell>
              <TableCell>{t('coupons.list.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {coupons.map((c) => (
              <CouponRow key={c.id} coupon={c} onDeactivate={() => setAsking(c)} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ConfirmDialog
        open={asking !== null}
        title={t('coupons.list.confirmTitle', { code: asking?.code ?? '' })}
        text={t('coupons.list.confirmText')}
        confirmLabel={t('coupons.list.deactivate')}
        busy={deactivate.isPending}
        onClose={() => setAsking(null)}
        onConfirm={() => asking && deactivate.mutate(asking)}
      />
    </>
  );
}
