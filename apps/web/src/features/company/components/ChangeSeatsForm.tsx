import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type CompanyDashboard } from '@parley/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { goTo } from '../../../entities/billing/lib/go-to.ts';
import { formatLongDate } from '../../../lib/format/long-date.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { showFailure } from '../../../ui/toast/show-failure.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { changeSeats, openBillingPortal, useDashboardChange } from '../api/company.ts';
import { SeatsField, seatsValid } from './SeatsField.tsx';
import '../texts.ts';

type Subscription = NonNullable<CompanyDashboard['subscription']>;

/** The live subscription: when it renews or ends, more or fewer seats (prorated), and the provider's portal. */
export function ChangeSeatsForm({ subscription, members }: { subscription: Subscription; members: number }) {
  const { t, i18n } = useTranslation();
  const [seats, setSeats] = useState(subscription.seats);
  const change = useDashboardChange(changeSeats, () => showToast(t('company.seats.changed'), 'success'));
  const portal = useMutation({
    mutationFn: openBillingPortal,
    onSuccess: ({ portal_url }) => goTo(portal_url),
    onError: showFailure,
  });
  const valid = seatsValid(seats, members);
  const end = subscription.current_period_end ? formatLongDate(subscription.current_period_end, i18n.language) : '';
  const status = subscription.cancel_at_period_end ? 'ends' : subscription.status === 'trialing' ? 'trialEnds' : 'renews';
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <Typography>{t(`company.seats.${status}`, { date: end })}</Typography>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) change.mutate(seats);
        }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <SeatsField seats={seats} members={members} help={t('company.seats.prorated')} onChange={setSeats} />
          <Button type="submit" variant="contained" disabled={!valid || seats === subscription.seats || change.isPending}>
            {t('company.seats.save')}
          </Button>
        </Stack>
      </form>
      <ErrorAlert error={change.error} />
      <Button onClick={() => portal.mutate()} disabled={portal.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('company.seats.manage')}
      </Button>
    </Stack>
  );
}
