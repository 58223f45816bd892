import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InterviewSession, Workshop } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { formatMmSs } from '../../../lib/format/mm-ss.ts';
import { LevelLine, type Recorder } from '../../recordings/public.ts';
import { currentQuestion, spokenParts, stepAction } from '../lib/steps.ts';
import { useHandsFree } from '../lib/use-hands-free.ts';
import type { ExaminerVoiceSettings } from '../lib/voice.ts';
import { DifficultySlider } from './DifficultySlider.tsx';
import { ExaminerVoice } from './ExaminerVoice.tsx';
import { HandsFreeSwitch } from './HandsFreeSwitch.tsx';
import { ProgressDots } from './ProgressDots.tsx';
import { QuestionCard } from './QuestionCard.tsx';
import '../texts.ts';

interface Props {
  workshop: Workshop;
  session: InterviewSession;
  recorder: Recorder;
  voice: ExaminerVoiceSettings;
  difficulty: number;
  onDifficulty: (value: number) => void;
  busy: boolean;
  onNext: () => void;
  onSubmit: () => void;
}

/**
 * The session: six dots, the question read aloud, the level line, pause and resume, the timer, hands-free, Next or
 * Submit.
 */
export function SessionStep({ workshop, session, recorder, voice, difficulty, onDifficulty, busy, onNext, onSubmit }: Props) {
  const { t } = useTranslation();
  const question = currentQuestion(session);
  const paused = recorder.phase === 'paused';
  const action = stepAction(session.counter);
  const handsFree = useHandsFree({ session, recorder, busy, onNext });
  return (
    <Stack spacing={3}>
      <ProgressDots counter={session.counter} />
      {question && (
        <>
          <QuestionCard question={question} />
          <ExaminerVoice
            key={question.counter}
            parts={spokenParts(question, t('interview.session.cueCard'))}
            voice={voice}
            onSpoken={handsFree.spoken}
          />
        </>
      )}
      <LevelLine analyser={recorder.analyser} active={recorder.phase === 'recording'} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 2 }}>
        <Button
          variant="outlined"
          startIcon={paused ? <PlayArrowIcon /> : <PauseIcon />}
          onClick={paused ? recorder.resume : recorder.pause}
        >
          {t(paused ? 'interview.session.resume' : 'interview.session.pause')}
        </Button>
        <Typography
          role="timer"
          aria-label={t('interview.session.timer')}
          sx={{ fontSize: '2rem', fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
        >
          {formatMmSs(recorder.elapsedMs / 1000)}
        </Typography>
        <Typography role="status" aria-live="polite" sx={{ fontWeight: 600 }} data-testid="session-status">
          {t(paused ? 'interview.session.paused' : 'interview.session.recording')}
        </Typography>
      </Stack>
      <HandsFreeSwitch handsFree={handsFree} />
      {action === 'next' && <DifficultySlider workshop={workshop} value={difficulty} onChange={onDifficulty} />}
      <Button
        variant="contained"
        size="large"
        disabled={busy}
        onClick={action === 'next' ? onNext : onSubmit}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t(action === 'next' ? 'interview.session.next' : 'interview.session.submit')}
      </Button>
    </Stack>
  );
}
