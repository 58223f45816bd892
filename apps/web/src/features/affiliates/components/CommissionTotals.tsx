import type { AffiliateDashboard } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format/money.ts';
import { Figures } from './Figures.tsx';
import '../texts.ts';

/** The commission's sums by status: an affiliate's own, or every affiliate's on the admin's page. */
export function CommissionTotals({ totals }: { totals: AffiliateDashboard['totals'] }) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatMoney(cents, totals.currency, i18n.language);
  return (
    <Figures
      items={[
        [t('affiliates.totals.pending'), money(totals.pending), 'affiliate-pending'],
        [t('affiliates.totals.approved'), money(totals.approved), 'affiliate-approved'],
        [t('affiliates.totals.paid'), money(totals.paid), 'affiliate-paid'],
      ]}
    />
  );
}
