import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { PLAN_CURRENCY, planPrice, type BillingPeriod } from '@parley/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { goTo } from '../../../entities/billing/lib/go-to.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { PromotionCodeField, promotionRefusal } from '../../billing/public.ts';
import { buySeats, useTeamTrialDays } from '../api/company.ts';
import { SeatsField, seatsValid } from './SeatsField.tsx';
import '../texts.ts';

/**
 * Seats on the Team plan: how many (at least the members already in), how often billed, what it comes to, and a
 * promotion code for the checkout (its refusal shows under the field, as on the pricing page).
 */
export function BuySeatsForm({ members }: { members: number }) {
  const { t, i18n } = useTranslation();
  const [seats, setSeats] = useState(Math.max(members, 3));
  const [period, setPeriod] = useState<BillingPeriod>('6_month');
  const [code, setCode] = useState('');
  const trialDays = useTeamTrialDays();
  const buy = useMutation({ mutationFn: buySeats, onSuccess: ({ checkout_url }) => goTo(checkout_url) });
  const price = planPrice('team', period);
  const money = (cents: number) => formatMoney(cents, PLAN_CURRENCY, i18n.language);
  const valid = seatsValid(seats, members);
  const codeError = promotionRefusal(buy.error);
  const typed = code.trim();
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) buy.mutate({ seats, period, ...(typed ? { promotion_code: typed } : {}) });
      }}
    >
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <ToggleButtonGroup
          exclusive
          value={period}
          onChange={(_e, next: BillingPeriod | null) => next && setPeriod(next)}
          aria-label={t('company.seats.period')}
        >
          <ToggleButton value="6_month">{t('company.seats.sixMonths')}</ToggleButton>
          <ToggleButton value="1_month">{t('company.seats.monthly')}</ToggleButton>
        </ToggleButtonGroup>
        <SeatsField seats={seats} members={members} help={t('company.seats.countHelp', { count: members })} onChange={setSeats} />
        <Typography>
          {t('company.seats.perSeat', { price: money(price.monthlyCents) })} ·{' '}
          {t('company.seats.total', {
            total: money(price.billedCents * (valid ? seats : 0)),
            count: period === '6_month' ? 6 : 1,
          })}
        </Typography>
        {trialDays.data ? (
          <Typography color="text.secondary">{t('company.seats.trial', { days: trialDays.data })}</Typography>
        ) : null}
        <Stack sx={{ alignItems: 'flex-start' }}>
          <PromotionCodeField
            value={code}
            onChange={(next) => {
              setCode(next);
              if (codeError) buy.reset();
            }}
            error={codeError}
            hint={t('company.seats.codeHint')}
          />
        </Stack>
        <ErrorAlert error={codeError ? null : buy.error} />
        <Button
          type="submit"
          variant="contained"
          disabled={!valid || buy.isPending || trialDays.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {trialDays.data ? t('company.seats.tryFree') : t('company.seats.buy')}
        </Button>
      </Stack>
    </form>
  );
}
