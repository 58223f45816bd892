import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { User } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { useCancelDeletion } from '../api/cancel-deletion.ts';
import { ChangePasswordForm } from '../components/ChangePasswordForm.tsx';
import { DeleteAccount, DeletionScheduled } from '../components/DeleteAccount.tsx';
import { SectionHeader } from '../../../ui/SectionHeader.tsx';
import { ThemeSettings } from '../components/ThemeSettings.tsx';
import '../texts.ts';

/** /profile/settings: theme, kids flag, the password (not for guests) and deleting the account. */
export function GeneralSettingsSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const keep = useCancelDeletion();
  return (
    <>
      <SectionHeader title={t('settings.general.title')} />
      <Stack spacing={4}>
        <ThemeSettings />
        <Divider />
        {!user.is_guest && (
          <>
            <ChangePasswordForm />
            <Divider />
          </>
        )}
        <ErrorAlert error={keep.error} />
        {user.deletion_scheduled_at ? (
          <DeletionScheduled
            date={user.deletion_scheduled_at}
            keeping={keep.isPending}
            onKeep={() => keep.mutate(undefined, { onSuccess: ({ message }) => showToast(contractText(message), 'success') })}
          />
        ) : (
          <DeleteAccount />
        )}
      </Stack>
    </>
  );
}
