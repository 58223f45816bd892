import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';

/** Stands in for a page while its code or first data loads. */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('app.loading')} sx={{ maxWidth: 480, mx: 'auto', py: 6, px: 2 }}>
      <Skeleton variant="text" width="60%" height={48} />
      <Skeleton variant="rounded" height={56} sx={{ mt: 3 }} />
      <Skeleton variant="rounded" height={56} sx={{ mt: 2 }} />
      <Skeleton variant="rounded" height={44} width="40%" sx={{ mt: 3 }} />
    </Box>
  );
}
