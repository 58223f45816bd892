import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { UploadStatus, type Recorder } from '../../recordings/public.ts';
import type { WorkshopStage } from '../lib/stage.ts';
import '../texts.ts';

/** After Submit: a busy overlay while the last parts go up and the recording stops; the error and a retry if not. */
export function SendingState({ stage, recorder }: { stage: WorkshopStage; recorder: Recorder }) {
  const { t } = useTranslation();
  return (
    <>
      <Backdrop open={stage === 'sending'} sx={{ zIndex: 'modal', color: 'common.white', flexDirection: 'column', gap: 2 }}>
        <CircularProgress color="inherit" aria-hidden />
        <Typography role="status" aria-live="polite" data-testid="sending-status">
          {t('interview.session.sending')}
        </Typography>
      </Backdrop>
      {stage === 'failed' && (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          {!recorder.upload.failed && <ErrorAlert error={recorder.error} />}
          {!recorder.upload.failed && <Button onClick={recorder.retry}>{t('interview.processing.retry')}</Button>}
          <UploadStatus upload={recorder.upload} onRetry={recorder.retry} />
        </Stack>
      )}
    </>
  );
}
