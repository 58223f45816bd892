import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CompanyDashboard } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { showFailure } from '../../../ui/toast/show-failure.ts';
import { copyWithToast } from '../../../ui/toast/copy-with-toast.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { replaceJoinCode, useDashboardChange } from '../api/company.ts';
import { BuySeatsForm } from './BuySeatsForm.tsx';
import { ChangeSeatsForm } from './ChangeSeatsForm.tsx';
import '../texts.ts';

/**
 * Seats: bought (with the Team trial where the buyer has not had it) or changed, and the join link that takes a free
 * one. Back from the checkout, the seats come with the provider's event: `arriving` holds the place until then.
 */
export function SeatsPanel({ dashboard, arriving }: { dashboard: CompanyDashboard; arriving: boolean }) {
  const { t } = useTranslation();
  const replace = useDashboardChange(replaceJoinCode, () => showToast(t('company.seats.replaced'), 'success'));
  const used = dashboard.member_count;
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      {dashboard.subscription === null ? (
        <div>
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t('company.seats.none')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('company.seats.noneHint')}
          </Typography>
          {arriving ? <Alert severity="info">{t('company.seats.arriving')}</Alert> : <BuySeatsForm members={used} />}
        </div>
      ) : (
        <>
          <div>
            <Typography>{t('company.seats.used', { used, seats: dashboard.seats })}</Typography>
            <LinearProgress
              variant="determinate"
              value={Math.min(100, (used / Math.max(1, dashboard.seats)) * 100)}
              aria-label={t('company.seats.used', { used, seats: dashboard.seats })}
            />
          </div>
          <ChangeSeatsForm key={dashboard.subscription.seats} subscription={dashboard.subscription} members={used} />
        </>
      )}
      <Stack spacing={1}>
        <TextField
          label={t('company.seats.joinLink')}
          value={dashboard.join_link}
          helperText={t('company.seats.joinHelp')}
          slotProps={{ htmlInput: { readOnly: true, onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select() } }}
        />
        <Stack direction="row" spacing={1}>
          <Button
            variant="contained"
            startIcon={<ContentCopyIcon />}
            onClick={() => void copyWithToast(dashboard.join_link, t('company.seats.copied'))}
          >
            {t('company.seats.copy')}
          </Button>
          <Button disabled={replace.isPending} onClick={() => replace.mutate(undefined, { onError: showFailure })}>
            {t('company.seats.replace')}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
