import AttachFileIcon from '@mui/icons-material/AttachFile';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REPLY_FILE_TYPES } from '@parley/contracts';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showFailure } from '../../../ui/toast/show-failure.ts';
import { replyWithFile } from '../api/reply-file.ts';
import '../texts.ts';

/** "Attach a file": the chosen file is sent at once as the reply, with its progress; the server judges its type and size. */
export function FileReplyButton({ code, taskId, onSent }: { code: string; taskId: number; onSent: () => void }) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const [upload, setUpload] = useState<{ name: string; progress: number } | null>(null);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUpload({ name: file.name, progress: 0 });
    try {
      await replyWithFile(code, taskId, file, (progress) => setUpload({ name: file.name, progress }));
      onSent();
    } catch (error) {
      showFailure(error);
    } finally {
      setUpload(null);
    }
  };
  return (
    <Stack spacing={0.5}>
      <input ref={inputRef} type="file" hidden accept={REPLY_FILE_TYPES.join(',')} onChange={(event) => void choose(event)} />
      <Button
        startIcon={<AttachFileIcon />}
        onClick={() => inputRef.current?.click()}
        disabled={upload !== null}
        aria-describedby={helpId}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('classroom.reply.attach')}
      </Button>
      <FormHelperText id={helpId} sx={{ mt: 0 }}>
        {t('classroom.reply.attachHelp')}
      </FormHelperText>
      {upload && (
        <Stack spacing={0.5} role="status">
          <Typography variant="body2">{t('classroom.reply.uploading', { name: upload.name })}</Typography>
          <LinearProgress
            variant="determinate"
            value={Math.round(upload.progress * 100)}
            aria-label={t('classroom.reply.uploading', { name: upload.name })}
          />
        </Stack>
      )}
    </Stack>
  );
}
