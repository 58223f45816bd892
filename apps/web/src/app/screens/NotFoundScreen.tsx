import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageName } from '../../lib/page-title/page-title.ts';

/** Unknown paths, features not built yet, and pages of another role all look the same. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  usePageName(t('notFound.title'));
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 10, px: 2 }}>
      <Typography variant="h1">{t('notFound.title')}</Typography>
      <Typography variant="h2" component="p" color="text.secondary">
        {t('notFound.subtitle')}
      </Typography>
      <Button component={Link} to="/" variant="contained">
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
