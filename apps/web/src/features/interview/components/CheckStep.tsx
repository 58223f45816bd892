import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Workshop } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { LevelLine, MicrophoneStep, type Recorder } from '../../recordings/public.ts';
import type { ExaminerVoiceSettings } from '../lib/voice.ts';
import { DifficultySlider } from './DifficultySlider.tsx';
import { VoiceSummary } from './VoiceSummary.tsx';
import '../texts.ts';

interface Props {
  workshop: Workshop;
  recorder: Recorder;
  difficulty: number;
  onDifficulty: (value: number) => void;
  voice: ExaminerVoiceSettings;
  starting: boolean;
  onStart: () => void;
}

/**
 * The spec's first screen: the microphone check (with the recorder's loading progress), the question style and the
 * examiner's voice. "Start Now" waits for the browser, the encoder and the microphone: the recorder is then ready.
 */
export function CheckStep({ workshop, recorder, difficulty, onDifficulty, voice, starting, onStart }: Props) {
  const { t } = useTranslation();
  const micOn = recorder.phase === 'ready' || recorder.phase === 'starting';
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" component="section" aria-labelledby="mic-check" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Typography id="mic-check" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          {t('interview.check.micCheck')}
        </Typography>
        {micOn ? (
          <Stack spacing={2}>
            <Typography>{t('interview.check.ready')}</Typography>
            <LevelLine analyser={recorder.analyser} active={false} />
          </Stack>
        ) : (
          <MicrophoneStep recorder={recorder} hint={t('interview.check.micHint')} />
        )}
      </Paper>
      <DifficultySlider workshop={workshop} value={difficulty} onChange={onDifficulty} />
      <VoiceSummary voice={voice} />
      <Button
        variant="contained"
        size="large"
        disabled={recorder.phase !== 'ready' || starting}
        onClick={onStart}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('interview.check.start')}
      </Button>
    </Stack>
  );
}
