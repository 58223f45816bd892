import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AuthCard } from '../../../ui/AuthCard.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useUnsubscribe } from '../api/unsubscribe.ts';
import '../texts.ts';

/**
 * /unsubscribe?token=…: where a mail's "Stop them" link lands. It asks before acting, as link checkers in mail
 * systems open links on their own; mail clients use the one-click header instead (ADR 0063).
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const unsubscribe = useUnsubscribe();
  const settings = `${ROUTES.profile}/notification`;
  return (
    <AuthCard title={t('notifications.unsubscribe.title')}>
      {!token ? (
        <Alert severity="error">{t('notifications.unsubscribe.noToken')}</Alert>
      ) : unsubscribe.isSuccess ? (
        <>
          <Alert severity="success" role="status">
            {t('notifications.unsubscribe.done', {
              email: unsubscribe.data.email,
              what: t(`notifications.unsubscribe.kinds.${unsubscribe.data.preference}`),
            })}
          </Alert>
          <Typography color="text.secondary">{t('notifications.unsubscribe.settingsHint')}</Typography>
          <Button component={RouterLink} to={settings} variant="outlined">
            {t('notifications.unsubscribe.settings')}
          </Button>
        </>
      ) : (
        <>
          <Typography>{t('notifications.unsubscribe.intro')}</Typography>
          {unsubscribe.isError && <ErrorAlert error={unsubscribe.error} />}
          <Button variant="contained" loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
            {t('notifications.unsubscribe.confirm')}
          </Button>
        </>
      )}
    </AuthCard>
  );
}
