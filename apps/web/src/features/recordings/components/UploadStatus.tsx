import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isRetryableUploadError } from '../../../entities/recording/api/upload-chunk.ts';
import type { UploadSnapshot } from '../../../entities/recording/lib/upload-queue.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import '../texts.ts';

/** What the server said when it refused a slice (a full space, say): trying again would not change it. */
const refusedText = (error: unknown) =>
  error instanceof ApiError && !isRetryableUploadError(error) ? contractText(error.message) : null;

/**
 * The slices' way to the server: "Uploading 2 of 3…" with the current slice's progress, and a retry after failure,
 * which names the server's reason when it refused a slice.
 */
export function UploadStatus({ upload, onRetry }: { upload: UploadSnapshot; onRetry: () => void }) {
  const { t } = useTranslation();
  if (upload.failed) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('recordings.upload.retry')}
          </Button>
        }
      >
        {refusedText(upload.error) ?? t('recordings.upload.failed')}
      </Alert>
    );
  }
  if (upload.total === 0) return null;
  const { current } = upload;
  return (
    <Box data-testid="upload-status">
      <Typography variant="body2" color="text.secondary">
        {current
          ? current.attempt > 1
            ? t('recordings.upload.retrying')
            : t('recordings.upload.uploading', { current: upload.done + 1, total: upload.total })
          : t('recordings.upload.done', { count: upload.done })}
      </Typography>
      {current && (
        <LinearProgress
          variant="determinate"
          value={Math.round(current.progress * 100)}
          aria-label={t('recordings.upload.progress', { index: current.index + 1 })}
          sx={{ mt: 0.5 }}
        />
      )}
    </Box>
  );
}
