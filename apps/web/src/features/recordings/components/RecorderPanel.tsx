import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { formatMmSs } from '../../../lib/format/mm-ss.ts';
import { useRecorder, type RecorderPhase } from '../lib/use-recorder.ts';
import { LevelLine } from './LevelLine.tsx';
import { LiveHintsPanel } from './LiveHintsPanel.tsx';
import { MicrophoneDialog } from './MicrophoneDialog.tsx';
import { RecorderControls } from './RecorderControls.tsx';
import { UnsupportedBrowserDialog } from './UnsupportedBrowserDialog.tsx';
import { UploadStatus } from './UploadStatus.tsx';

const STEP_OF: Record<RecorderPhase, number> = {
  idle: 0,
  unsupported: 0,
  preparing: 0,
  denied: 0,
  unavailable: 0,
  ready: 1,
  starting: 1,
  recording: 1,
  paused: 1,
  finishing: 2,
  failed: 2,
};
const STEPS = ['microphone', 'record', 'processing'] as const;
const MIC_OFF: readonly RecorderPhase[] = ['idle', 'denied', 'unavailable', 'unsupported'];

/** "New recording": microphone check → record → processing, as a stepper (DESIGN.md, Recorder). */
export function RecorderPanel() {
  const { t } = useTranslation();
  const recorder = useRecorder();
  const { phase } = recorder;
  const [micDialogClosed, setMicDialogClosed] = useState(false);
  const recording = phase === 'recording' || phase === 'paused';

  return (
    <Paper variant="outlined" component="section" aria-labelledby="new-recording" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography id="new-recording" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('recordings.newRecording')}
      </Typography>
      <Stepper activeStep={STEP_OF[phase]} alternativeLabel sx={{ mb: 3 }}>
        {STEPS.map((step) => (
          <Step key={step}>
            <StepLabel>{t(`recordings.steps.${step}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography role="status" aria-live="polite" sx={{ fontWeight: 600, mb: 2 }} data-testid="recorder-status">
        {t(`recordings.recorder.status.${phase}`)}
      </Typography>

      {MIC_OFF.includes(phase) || phase === 'preparing' ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          {phase === 'unavailable' && <Alert severity="warning">{t('recordings.recorder.status.unavailable')}</Alert>}
          <Typography color="text.secondary">{t('recordings.recorder.micHint')}</Typography>
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
      ) : (
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
                  disabled={recording || phase === 'starting' || phase === 'finishing'}
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
      )}

      <UnsupportedBrowserDialog open={phase === 'unsupported'} />
      <MicrophoneDialog
        open={phase === 'denied' && !micDialogClosed}
        onClose={() => setMicDialogClosed(true)}
        onRetry={() => {
          setMicDialogClosed(false);
          void recorder.prepare();
        }}
      />
    </Paper>
  );
}
