import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecorder, type RecorderPhase } from '../lib/use-recorder.ts';
import { MicrophoneDialog } from './MicrophoneDialog.tsx';
import { MicrophoneStep } from './MicrophoneStep.tsx';
import { RecordStep } from './RecordStep.tsx';
import { UnsupportedBrowserDialog } from './UnsupportedBrowserDialog.tsx';
import '../texts.ts';

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

/**
 * "New recording": microphone check → record → processing, as a stepper (DESIGN.md, Recorder). `onSent` hears the
 * recording's id once it is sent, for a page that makes something of it (a classroom reply).
 */
export function RecorderPanel({ onSent }: { onSent?: (recordingId: number) => void } = {}) {
  const { t } = useTranslation();
  const recorder = useRecorder({ onSent });
  const { phase } = recorder;
  const [micDialogClosed, setMicDialogClosed] = useState(false);

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
        <MicrophoneStep recorder={recorder} />
      ) : (
        <RecordStep recorder={recorder} />
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
