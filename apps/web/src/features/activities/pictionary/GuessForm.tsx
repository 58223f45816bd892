import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PICTIONARY, type PictionaryGuessResult } from '@parley/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import { spokenGuess, typedGuess } from '../api/pictionary.ts';
import { useSpokenAnswer } from '../lib/use-spoken-answer.ts';
import '../texts.ts';

interface Props {
  eventId: string;
  /** The call's microphone track; without one, guesses are typed. */
  microphone: MediaStreamTrack | null;
}

/**
 * A guess typed or said. The answer is the guesser's own (right, close, or what was heard) and is read out; wrong
 * guesses reach everyone through the room's view.
 */
export function GuessForm({ eventId, microphone }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();

  const judged = (result: PictionaryGuessResult) => {
    if (result.text === null) setAnswer(t('activities.pictionary.notHeard'));
    else if (result.correct) setAnswer(t('activities.pictionary.correct', { points: result.points }));
    else if (result.close) setAnswer(t('activities.pictionary.close', { word: result.text }));
    else setAnswer(t('activities.pictionary.wrong', { word: result.text }));
  };
  const typed = useMutation({
    mutationFn: (guess: string) => typedGuess(eventId, guess),
    onSuccess: (result) => {
      judged(result);
      setText('');
      input.current?.focus();
    },
    onError: (err) => setAnswer(failureText(err)),
  });
  const spoken = useSpokenAnswer(microphone, (clip) => spokenGuess(eventId, clip), setAnswer, judged);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) typed.mutate(text.trim());
  };

  return (
    <Stack spacing={1} component="form" onSubmit={submit} noValidate>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          inputRef={input}
          size="small"
          label={t('activities.pictionary.guessLabel')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { maxLength: PICTIONARY.guessMaxLength, autoComplete: 'off', autoCapitalize: 'none' } }}
          sx={{ flexGrow: 1 }}
        />
        <Button type="submit" variant="contained" loading={typed.isPending} disabled={!text.trim()}>
          {t('activities.pictionary.guess')}
        </Button>
        <Button
          variant="outlined"
          loading={spoken.busy}
          disabled={!microphone}
          onClick={() => void spoken.listen()}
          aria-describedby={hintId}
        >
          {t('activities.pictionary.say')}
        </Button>
      </Stack>
      <Typography id={hintId} variant="caption" color="text.secondary">
        {t('activities.pictionary.sayHint')}
      </Typography>
      <Typography role="status" aria-live="polite" sx={{ minHeight: '1.5em', fontWeight: 600 }}>
        {answer}
      </Typography>
    </Stack>
  );
}
