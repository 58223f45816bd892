import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundScreen } from './NotFoundScreen.tsx';

/** Render and loader failures (including a page's code failing to load after a deploy). */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  return (
    <Stack role="alert" spacing={3} sx={{ alignItems: 'center', textAlign: 'center', py: 10, px: 2 }}>
      <Typography variant="h1">{t('error.title')}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </Button>
    </Stack>
  );
}
