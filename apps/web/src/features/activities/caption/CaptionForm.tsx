import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CAPTION_THIS } from '@parley/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import { sendCaption, transcribeCaption } from '../api/caption.ts';
import { useSpokenAnswer } from '../lib/use-spoken-answer.ts';
import { captionGameKey } from './use-caption-game.ts';
import '../texts.ts';

interface Props {
  eventId: string;
  roomId: string;
  microphone: MediaStreamTrack | null;
}

/** A caption typed, or said and then checked: the words heard fill the field for the player to correct and send. */
export function CaptionForm({ eventId, roomId, microphone }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [spoken, setSpoken] = useState(false);
  const [answer, setAnswer] = useState('');
  const hintId = useId();
  const send = useMutation({
    mutationFn: () => sendCaption(eventId, text.trim(), spoken),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: captionGameKey(eventId, roomId) }),
    onError: (err) => setAnswer(failureText(err)),
  });
  const heard = (result: { text: string }) => {
    setText(result.text);
    setSpoken(true);
    setAnswer(t('activities.caption.heard'));
  };
  const say = useSpokenAnswer(microphone, (clip) => transcribeCaption(eventId, clip), setAnswer, heard);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) send.mutate();
  };
  return (
    <Stack spacing={1} component="form" onSubmit={submit} noValidate>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label={t('activities.caption.captionLabel')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { maxLength: CAPTION_THIS.captionMaxLength, autoComplete: 'off' } }}
          sx={{ flexGrow: 1, minWidth: 220 }}
        />
        <Button type="submit" variant="contained" loading={send.isPending} disabled={!text.trim()}>
          {t('activities.caption.send')}
        </Button>
        <Button
          variant="outlined"
          loading={say.busy}
          disabled={!microphone}
          onClick={() => void say.listen()}
          aria-describedby={hintId}
        >
          {t('activities.caption.say')}
        </Button>
      </Stack>
      <Typography id={hintId} variant="caption" color="text.secondary">
        {t('activities.caption.sayHint')}
      </Typography>
      <Typography role="status" aria-live="polite" sx={{ minHeight: '1.5em', fontWeight: 600 }}>
        {answer}
      </Typography>
    </Stack>
  );
}
