import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACCOUNT_DELETION_GRACE_DAYS, AUTH_TEXTS } from '@parley/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useDeleteAccount } from '../api/delete-account.ts';
import { formatLongDate } from '../../../lib/format/long-date.ts';
import '../texts.ts';

/** Deleting needs the spec's checkbox; the account is erased after the grace period (ADR 0009). */
export function DeleteAccount() {
  const { t } = useTranslation();
  const remove = useDeleteAccount();
  const [confirmed, setConfirmed] = useState(false);
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed) return setMissing(true);
    remove.mutate();
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-labelledby="settings-delete-title">
      <Typography id="settings-delete-title" variant="h2">
        {t('settings.general.deleteTitle')}
      </Typography>
      <Typography color="text.secondary">{t('settings.general.deleteHelp', { days: ACCOUNT_DELETION_GRACE_DAYS })}</Typography>
      <ErrorAlert error={remove.error} />
      <div>
        <FormControlLabel
          control={
            <Checkbox
              checked={confirmed}
              onChange={(event) => {
                setConfirmed(event.target.checked);
                setMissing(false);
              }}
              slotProps={{ input: { 'aria-describedby': missing ? 'settings-delete-error' : undefined } }}
            />
          }
          label={t('settings.general.confirm')}
        />
        {missing && (
          <FormHelperText id="settings-delete-error" error role="alert">
            {contractText(AUTH_TEXTS.confirmDelete)}
          </FormHelperText>
        )}
      </div>
      <Button type="submit" variant="outlined" color="error" loading={remove.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('settings.general.delete')}
      </Button>
    </Stack>
  );
}

/** During the grace period the person sees the date and can keep the account. */
export function DeletionScheduled({ date, onKeep, keeping }: { date: string; onKeep: () => void; keeping: boolean }) {
  const { t, i18n } = useTranslation();
  const day = formatLongDate(date, i18n.language);
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" onClick={onKeep} loading={keeping}>
          {t('settings.general.keep')}
        </Button>
      }
    >
      {t('settings.general.scheduled', { date: day })}
    </Alert>
  );
}
