import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { COMMENT_MAX } from '@parley/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** "Add a comment": a text button that opens a box; the box closes once the comment is saved. */
export function CommentBox({ open, onSend }: { open: string; onSend: (text: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  const [writing, setWriting] = useState(false);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  if (!writing)
    return (
      <Button size="small" sx={{ mt: 1, alignSelf: 'flex-start' }} onClick={() => setWriting(true)}>
        {open}
      </Button>
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
