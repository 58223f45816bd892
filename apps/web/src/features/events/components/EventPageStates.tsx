import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import '../texts.ts';

/** The event page while the event loads. */
export function EventPageLoading() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ p: 3, maxWidth: 1100, mx: 'auto' }} role="status" aria-label={t('app.loading')}>
      <Skeleton variant="text" width="60%" height={48} />
      <Skeleton variant="rounded" height={160} />
      <Skeleton variant="rounded" height={240} />
    </Stack>
  );
}

/** The event page for an event that could not be loaded: not found, with why and the way back to the list. */
export function EventPageNotFound({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 10, px: 2 }}>
      <Typography variant="h1">{t('events.page.notFound')}</Typography>
      <ErrorAlert error={error} />
      <Button component={RouterLink} to={ROUTES.events} variant="contained">
        {t('events.page.back')}
      </Button>
    </Stack>
  );
}
