import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminConsole } from '../../admin/public.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { PageSkeleton } from '../../../ui/PageSkeleton.tsx';
import { couponsQueryOptions } from '../api/coupons.ts';
import { CouponForm } from '../components/CouponForm.tsx';
import { CouponList } from '../components/CouponList.tsx';
import '../texts.ts';

/** /admin/coupons (admins only): make promotion codes and deactivate them (issue 22 §2, ADR 0071). */
export function CouponsPage() {
  const { t } = useTranslation();
  const listId = useId();
  const coupons = useQuery(couponsQueryOptions);
  return (
    <AdminConsole current="coupons">
      <Stack spacing={3}>
        <div>
          <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
            {t('coupons.title')}
          </Typography>
          <Typography color="text.secondary">{t('coupons.intro')}</Typography>
        </div>
        <CouponForm />
        <Typography id={listId} variant="h3" sx={{ fontSize: '1.25rem' }}>
          {t('coupons.list.title')}
        </Typography>
        <ErrorAlert error={coupons.error} />
        {coupons.isPending && <PageSkeleton />}
        {coupons.data?.length === 0 && <EmptyState title={t('coupons.list.empty')} hint={t('coupons.list.emptyHint')} />}
        {coupons.data && coupons.data.length > 0 && <CouponList coupons={coupons.data} labelledBy={listId} />}
      </Stack>
    </AdminConsole>
  );
}
