import Mic from '@mui/icons-material/Mic';
import Stop from '@mui/icons-material/Stop';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import type { QuizResult } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { MicrophoneError } from '../../../lib/media/microphone.ts';
import { useVoiceClip } from '../../../lib/media/use-voice-clip.ts';
import { showFailure } from '../../../ui/toast/show-failure.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { answerSpoken } from '../api/quiz.ts';
import '../texts.ts';

/** One word is a few seconds: the recorder stops by itself after this long. */
const SPOKEN_MAX_MS = 8000;

/** Record the word, stop, and the server hears and scores it. */
export function SpokenAnswer({
  wordId,
  onResult,
  onSkip,
}: {
  wordId: number;
  onResult: (r: QuizResult) => void;
  onSkip: () => void;
}) {
  const { t } = useTranslation();
  const voice = useVoiceClip(SPOKEN_MAX_MS);
  const send = useMutation({
    mutationFn: (audio: Blob) => answerSpoken(wordId, audio),
    onSuccess: onResult,
    onError: showFailure,
  });
  const start = () =>
    voice.start().catch((err: unknown) => {
      if (err instanceof MicrophoneError)
        showToast(t(err.reason === 'denied' ? 'vocabulary.quiz.micDenied' : 'vocabulary.quiz.micUnavailable'), 'error');
      else showFailure(err);
    });
  const recording = voice.state === 'recording';
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography role="status" color="text.secondary">
        {recording ? t('vocabulary.quiz.recording') : send.isPending ? t('vocabulary.quiz.checking') : ''}
      </Typography>
      <Stack direction="row" spacing={1}>
        {recording ? (
          <Button
            variant="contained"
            color="secondary"
            startIcon={<Stop />}
            onClick={async () => send.mutate(await voice.stop())}
          >
            {t('vocabulary.quiz.stop')}
          </Button>
        ) : (
          <Button
            variant="contained"
            startIcon={<Mic />}
            onClick={() => void start()}
            loading={voice.state === 'starting' || send.isPending}
          >
            {t('vocabulary.quiz.record')}
          </Button>
        )}
        <Button onClick={onSkip} disabled={recording || send.isPending}>
          {t('vocabulary.quiz.skipSpoken')}
        </Button>
      </Stack>
    </Stack>
  );
}
