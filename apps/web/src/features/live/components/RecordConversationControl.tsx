import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import StopIcon from '@mui/icons-material/Stop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMmSs } from '../../../lib/format/mm-ss.ts';
import type { ConversationRecording } from '../lib/use-conversation-recording.ts';
import '../texts.ts';

interface Props {
  recording: ConversationRecording;
  /** Paired with a partner and with a microphone: a conversation to record. */
  canRecord: boolean;
}

/** "Record conversation" in the room's bar; while recording, the time and Stop; then the sending, or a retry. */
export function RecordConversationControl({ recording, canRecord }: Props) {
  const { t } = useTranslation();
  const { phase } = recording;
  if (phase === 'recording')
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography role="timer" aria-label={t('live.recording.timer')} color="error" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatMmSs(recording.elapsedMs / 1000)}
        </Typography>
        <Button color="error" variant="outlined" startIcon={<StopIcon />} onClick={recording.stop}>
          {t('live.recording.stop')}
        </Button>
      </Stack>
    );
  if (phase === 'sending')
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={20} aria-hidden />
        <Typography>{t('live.recording.sending')}</Typography>
      </Stack>
    );
  if (phase === 'failed')
    return (
      <Button variant="outlined" onClick={recording.retry}>
        {t('live.recording.retry')}
      </Button>
    );
  if (!canRecord) return null;
  return (
    <Button
      variant="outlined"
      startIcon={<FiberManualRecordIcon color="error" />}
      disabled={phase === 'starting'}
      onClick={() => void recording.start()}
    >
      {phase === 'starting' ? t('live.recording.starting') : t('live.recording.record')}
    </Button>
  );
}
