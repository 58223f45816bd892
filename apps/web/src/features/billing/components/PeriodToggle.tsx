import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import type { BillingPeriod } from '@parley/contracts';
import '../texts.ts';

/** Monthly / 6 Monthly (spec §4): one of the two is always chosen. */
export function PeriodToggle({ value, onChange }: { value: BillingPeriod; onChange: (period: BillingPeriod) => void }) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      value={value}
      onChange={(_event, next: BillingPeriod | null) => next && onChange(next)}
      aria-label={t('billing.pricing.period')}
      color="primary"
    >
      <ToggleButton value="1_month">{t('billing.pricing.monthly')}</ToggleButton>
      <ToggleButton value="6_month">{t('billing.pricing.sixMonthly')}</ToggleButton>
    </ToggleButtonGroup>
  );
}
