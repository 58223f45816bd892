import MicIcon from '@mui/icons-material/Mic';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COMMENT_MAX } from '@parley/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import { MicrophoneError } from '../../../lib/media/microphone.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { useVoiceClip } from '../../../lib/media/use-voice-clip.ts';
import '../texts.ts';

/** A voice comment is short: the recorder stops by itself after this long. */
const VOICE_COMMENT_MAX_MS = 120_000;

interface Props {
  open: string;
  onSend: (text: string) => Promise<unknown>;
  onSendAudio: (audio: Blob) => Promise<unknown>;
}

/**
 * "Add a comment" opens a box for words; "Record a voice comment" records one from the microphone. Each closes once
 * the comment is saved.
 */
export function CommentBox({ open, onSend, onSendAudio }: Props) {
  const { t } = useTranslation();
  const [writing, setWriting] = useState(false);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const voice = useVoiceClip(VOICE_COMMENT_MAX_MS);
  const fail = (err: unknown) => showToast(err instanceof MicrophoneError ? t('feedback.microphone') : failureText(err), 'error');
  if (voice.state !== 'idle')
    return (
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }} role="status">
        <Typography>{t('feedback.recordingVoice')}</Typography>
        <Button
          variant="contained"
          size="small"
          loading={sending || voice.state === 'starting'}
          onClick={() => {
            setSending(true);
            void voice
              .stop()
              .then(onSendAudio)
              .catch(() => undefined)
              .finally(() => setSending(false));
          }}
        >
          {t('feedback.saveVoice')}
        </Button>
        <Button size="small" onClick={voice.cancel}>
          {t('feedback.cancel')}
        </Button>
      </Stack>
    );
  if (!writing)
    return (
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button size="small" onClick={() => setWriting(true)}>
          {open}
        </Button>
        <Button size="small" startIcon={<MicIcon />} onClick={() => void voice.start().catch(fail)}>
          {t('feedback.recordVoice')}
        </Button>
      </Stack>
    );
  const send = () => {
    setSending(true);
    onSend(text.trim()).then(
      () => {
        setText('');
        setWriting(false);
        setSending(false);
      },
      () => setSending(false),
    );
  };
  return (
    <Stack spacing={1} sx={{ mt: 1.5 }}>
      <TextField
        label={t('feedback.commentLabel')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        multiline
        minRows={2}
        autoFocus
        error={text.length > COMMENT_MAX}
        helperText={`${text.length} / ${COMMENT_MAX}`}
      />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={send} loading={sending} disabled={!text.trim() || text.length > COMMENT_MAX}>
          {t('feedback.sendComment')}
        </Button>
        <Button onClick={() => setWriting(false)}>{t('feedback.cancel')}</Button>
      </Stack>
    </Stack>
  );
}
