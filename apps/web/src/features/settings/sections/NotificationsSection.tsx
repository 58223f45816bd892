import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { DEFAULT_EMAIL_PREFERENCES, type User } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { PageSkeleton } from '../../../ui/PageSkeleton.tsx';
import { useLatestEmailPreferences } from '../api/latest-module-result.ts';
import { BrowserNotifications } from '../components/BrowserNotifications.tsx';
import { EmailPreferencesForm } from '../components/EmailPreferencesForm.tsx';
import { SectionHeader } from '../../../ui/SectionHeader.tsx';
import '../texts.ts';

/**
 * /profile/notification: email preferences (the newest EmailPreferenceModule answer over the defaults, so a preference
 * added since reads as its default) and browser permission.
 */
export function NotificationsSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const latest = useLatestEmailPreferences(user.id);
  return (
    <>
      <SectionHeader title={t('settings.notifications.title')} />
      <Stack spacing={4}>
        {latest.isPending ? (
          <PageSkeleton />
        ) : latest.isError ? (
          <ErrorAlert error={latest.error} />
        ) : (
          <EmailPreferencesForm saved={{ ...DEFAULT_EMAIL_PREFERENCES, ...latest.data }} />
        )}
        <Divider />
        <BrowserNotifications />
      </Stack>
    </>
  );
}
