import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNotificationPermission } from '../lib/notification-permission.ts';
import '../texts.ts';

/** Event reminders need the browser's permission; this shows where it stands and asks for it. */
export function BrowserNotifications() {
  const { t } = useTranslation();
  const { permission, request } = useNotificationPermission();
  return (
    <Stack component="section" spacing={1.5} aria-labelledby="settings-browser-notifications">
      <Typography id="settings-browser-notifications" variant="h2">
        {t('settings.notifications.browser')}
      </Typography>
      <Typography color="text.secondary">{t('settings.notifications.browserHelp')}</Typography>
      <Typography role="status" data-testid="notification-permission">
        {t(`settings.notifications.permission.${permission}`)}
      </Typography>
      <Button
        variant="outlined"
        disabled={permission !== 'default'}
        onClick={() => void request()}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('settings.notifications.allow')}
      </Button>
    </Stack>
  );
}
