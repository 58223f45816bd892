import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { inviteMembers, useDashboardChange } from '../api/company.ts';
import '../texts.ts';

/** Addresses typed or pasted from a spreadsheet: commas, semicolons, spaces or new lines separate them. */
const addressesIn = (text: string) => text.split(/[\s,;]+/).filter((a) => a !== '');

export function InviteForm() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const invite = useDashboardChange(inviteMembers, () => {
    setText('');
    showToast(t('company.members.invited'), 'success');
  });
  const error = invite.error ? failureText(invite.error) : null;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        invite.mutate(addressesIn(text));
      }}
    >
      <Stack spacing={1} sx={{ maxWidth: 640 }}>
        <TextField
          label={t('company.members.emails')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          multiline
          minRows={2}
          error={error !== null}
          helperText={error ?? t('company.members.emailsHelp')}
        />
        <Button type="submit" variant="contained" disabled={invite.isPending} sx={{ alignSelf: 'flex-start' }}>
          {t('company.members.send')}
        </Button>
      </Stack>
    </form>
  );
}
