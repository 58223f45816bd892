import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { WORD_BOMB, type WordBombAnswerResult } from '@parley/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import { giveUp, spokenWord, typedWord } from '../api/wordbomb.ts';
import { useSpokenAnswer } from '../lib/use-spoken-answer.ts';
import '../texts.ts';

interface Props {
  eventId: string;
  syllable: string;
  /** The call's microphone track; without one, words are typed. */
  microphone: MediaStreamTrack | null;
}

/**
 * The holder's word, typed or said, and giving up. The answer (passed, or why not) is read out to the holder; the
 * room sees the attempt through the game's view. A new form comes with each prompt, so the field starts empty.
 */
export function AnswerForm({ eventId, syllable, microphone }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState('');
  const hintId = useId();

  const judged = (result: WordBombAnswerResult) => {
    if (result.verdict === null || result.word === null) return setAnswer(t('activities.wordbomb.notHeard'));
    setAnswer(t(`activities.wordbomb.verdicts.${result.verdict}`, { word: result.word, syllable: syllable.toUpperCase() }));
  };
  const typed = useMutation({
    mutationFn: (word: string) => typedWord(eventId, word),
    onSuccess: (result) => {
      judged(result);
      setText('');
    },
    onError: (err) => setAnswer(failureText(err)),
  });
  const spoken = useSpokenAnswer(microphone, (clip) => spokenWord(eventId, clip), setAnswer, judged);
  const pass = useMutation({ mutationFn: () => giveUp(eventId), onError: (err) => setAnswer(failureText(err)) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) typed.mutate(text.trim());
  };

  return (
    <Stack spacing={1} component="form" onSubmit={submit} noValidate>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          // The bomb is ticking: the field is ready for typing the moment the turn comes.
          autoFocus
          size="small"
          label={t('activities.wordbomb.wordLabel')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { maxLength: WORD_BOMB.wordMaxLength, autoComplete: 'off', autoCapitalize: 'none' } }}
          sx={{ flexGrow: 1, minWidth: 160 }}
        />
        <Button type="submit" variant="contained" loading={typed.isPending} disabled={!text.trim()}>
          {t('activities.wordbomb.send')}
        </Button>
        <Button
          variant="outlined"
          loading={spoken.busy}
          disabled={!microphone}
          onClick={() => void spoken.listen()}
          aria-describedby={hintId}
        >
          {t('activities.wordbomb.say')}
        </Button>
        <Button color="warning" loading={pass.isPending} onClick={() => pass.mutate()}>
          {t('activities.wordbomb.giveUp')}
        </Button>
      </Stack>
      <Typography id={hintId} variant="caption" color="text.secondary">
        {t('activities.wordbomb.sayHint')}
      </Typography>
      <Typography role="status" aria-live="polite" sx={{ minHeight: '1.5em', fontWeight: 600 }}>
        {answer}
      </Typography>
    </Stack>
  );
}
