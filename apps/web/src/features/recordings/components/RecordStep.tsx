import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMmSs } from '../../../lib/format/mm-ss.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { isCapturing } from '../lib/recorder-state.ts';
import type { Recorder } from '../lib/use-recorder.ts';
import { LevelLine } from './LevelLine.tsx';
import { LiveHintsPanel } from './LiveHintsPanel.tsx';
import { RecorderControls } from './RecorderControls.tsx';
import { UploadStatus } from './UploadStatus.tsx';
import '../texts.ts';

/** The recorder once the microphone is on: level, controls and timer, exam mode, live hints and the uploads. */
export function RecordStep({ recorder }: { recorder: Recorder }) {
  const { t } = useTranslation();
  const { phase } = recorder;
  return (
    <Stack spacing={2}>
      <LevelLine analyser={recorder.analyser} active={phase === 'recording'} />
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 2 }}>
        <RecorderControls recorder={recorder} />
        <Typography
          role="timer"
          aria-label={t('recordings.recorder.timer')}
          sx={{ fontSize: '2rem', fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
        >
          {formatMmSs(recorder.elapsedMs / 1000)}
        </Typography>
      </Stack>
      <Box>
        <FormControlLabel
          control={
            <Switch
              checked={recorder.examMode}
              onChange={(event) => recorder.setExamMode(event.target.checked)}
              disabled={isCapturing(phase) || phase === 'starting' || phase === 'finishing'}
              slotProps={{ input: { 'aria-describedby': 'exam-hint' } }}
            />
          }
          label={t('recordings.recorder.examMode')}
        />
        <FormHelperText id="exam-hint" sx={{ mt: 0 }}>
          {t('recordings.recorder.examHint')}
        </FormHelperText>
      </Box>
      {!recorder.examMode && <LiveHintsPanel hints={recorder.hints} />}
      {phase === 'failed' && !recorder.upload.failed && (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <ErrorAlert error={recorder.error} />
          <Button onClick={recorder.retry}>{t('recordings.upload.retry')}</Button>
        </Stack>
      )}
      <UploadStatus upload={recorder.upload} onRetry={recorder.retry} />
    </Stack>
  );
}
