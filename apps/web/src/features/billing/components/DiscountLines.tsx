import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SandboxCheckout, SandboxDiscount } from '@parley/contracts';
import { formatLongDate } from '../../../lib/format/long-date.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import '../texts.ts';

/** "SAVE20: 20% off for 3 months" — what a promotion code takes off, and for how long. */
export function useDiscountText() {
  const { t, i18n } = useTranslation();
  return (d: SandboxDiscount, currency: string) => {
    const off = d.percent_off !== null ? `${d.percent_off}%` : formatMoney(d.amount_off ?? 0, currency, i18n.language);
    if (d.duration === 'repeating')
      return t('billing.sandbox.discount_repeating', { code: d.code, off, count: d.duration_in_months ?? 0 });
    return t(d.duration === 'once' ? 'billing.sandbox.discount_once' : 'billing.sandbox.discount_forever', { code: d.code, off });
  };
}

/** The sandbox checkout's promotion code and the first payment it makes: now, or when the trial ends. */
export function DiscountLines({ session }: { session: SandboxCheckout }) {
  const { t, i18n } = useTranslation();
  const discountText = useDiscountText();
  if (!session.discount) return null;
  const amount = formatMoney(session.first_payment, session.currency, i18n.language);
  const later = session.trial_days ? session.first_payment_at : null;
  return (
    <>
      <Typography color="success.main" sx={{ fontWeight: 600 }} data-testid="checkout-discount">
        {discountText(session.discount, session.currency)}
      </Typography>
      <Typography sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="checkout-first-payment">
        {later
          ? t('billing.sandbox.firstPaymentLater', { amount, date: formatLongDate(later, i18n.language) })
          : t('billing.sandbox.firstPayment', { amount })}
      </Typography>
    </>
  );
}
