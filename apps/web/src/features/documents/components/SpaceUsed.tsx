import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../lib/format/file-size.ts';
import '../texts.ts';

/** How much of the quota the documents take, in words and as a bar. */
export function SpaceUsed({ used, quota }: { used: number; quota: number }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const size = (bytes: number) => (bytes === 0 ? '0' : formatFileSize(bytes, i18n.language));
  return (
    <Stack spacing={0.5} sx={{ maxWidth: 360 }}>
      <Typography id={id} variant="body2" color="text.secondary">
        {t('documents.used', { used: size(used), quota: formatFileSize(quota, i18n.language) })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, (used / quota) * 100)}
        aria-labelledby={id}
        color={used / quota > 0.9 ? 'warning' : 'primary'}
      />
    </Stack>
  );
}
