import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Recorder } from '../lib/use-recorder.ts';
import '../texts.ts';

/**
 * The recorder's first step: "Turn on microphone", and the preparation's progress once pressed. `hint` names what
 * starts the recording where that is not the Record button.
 */
export function MicrophoneStep({ recorder, hint }: { recorder: Recorder; hint?: string }) {
  const { t } = useTranslation();
  const { phase } = recorder;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {phase === 'unavailable' && <Alert severity="warning">{t('recordings.recorder.status.unavailable')}</Alert>}
      <Typography color="text.secondary">{hint ?? t('recordings.recorder.micHint')}</Typography>
      {/* Kept while preparing (aria-disabled, not disabled) so focus comes back to it from the microphone dialog. */}
      <Button
        variant="contained"
        disabled={phase === 'unsupported'}
        aria-disabled={phase === 'preparing'}
        onClick={() => phase !== 'preparing' && void recorder.prepare()}
      >
        {t('recordings.recorder.turnOnMic')}
      </Button>
      {phase === 'preparing' && (
        <LinearProgress
          variant="determinate"
          value={Math.round(recorder.prepareProgress * 100)}
          aria-label={t('recordings.recorder.preparing')}
          sx={{ alignSelf: 'stretch' }}
        />
      )}
    </Stack>
  );
}
