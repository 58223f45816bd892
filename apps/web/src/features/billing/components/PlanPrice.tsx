import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BillingPeriod, PlanCard } from '@parley/contracts';
import { formatMoney } from '../../../lib/format/money.ts';
import '../texts.ts';

/** The month's price in the chosen period, the monthly price struck out beside a discount, and what is billed. */
export function PlanPrice({ card, period }: { card: PlanCard; period: BillingPeriod }) {
  const { t, i18n } = useTranslation();
  const price = card.prices[period];
  const money = (cents: number) => formatMoney(cents, price.currency, i18n.language);
  return (
    <Stack spacing={0.5} sx={{ my: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontSize: '2rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {money(price.price)}
        </Typography>
        <Typography component="span" color="text.secondary">
          {t('billing.pricing.perMonth')}
        </Typography>
        {price.discount > 0 && (
          <Typography
            component="s"
            color="text.secondary"
            aria-label={t('billing.pricing.originalPrice', { price: money(price.original_price) })}
          >
            {money(price.original_price)}
          </Typography>
        )}
      </Stack>
      {price.discount > 0 && (
        <Typography color="success.main" sx={{ fontWeight: 600 }}>
          {t('billing.pricing.save', { percent: price.discount })}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {price.billed === 0
          ? t('billing.pricing.freeForever')
          : t(period === '6_month' ? 'billing.pricing.billedSixMonths' : 'billing.pricing.billedMonthly', {
              amount: money(price.billed),
            })}
      </Typography>
    </Stack>
  );
}
