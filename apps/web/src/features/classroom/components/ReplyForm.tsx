import MicIcon from '@mui/icons-material/Mic';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { REPLY_TEXT_MAX } from '@parley/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { FormTextField } from '../../../ui/form/FormTextField.tsx';
import { useServerErrors } from '../../../ui/form/useServerErrors.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { reply } from '../api/reply.ts';
import { useSentReply } from '../api/use-sent-reply.ts';
import type { RecordReplySlot } from '../lib/record-reply.ts';
import { FileReplyButton } from './FileReplyButton.tsx';
import { RecordReplyDialog } from './RecordReplyDialog.tsx';
import '../texts.ts';

interface ReplyFormProps {
  code: string;
  taskId: number;
  /** Which task, for the field's name: every task on the page has a reply box. */
  place: string;
  recorder?: RecordReplySlot | undefined;
}

/** A student's reply to a task: written, a file, or a recording made here. */
export function ReplyForm({ code, taskId, place, recorder }: ReplyFormProps) {
  const { t } = useTranslation();
  const sent = useSentReply(code, taskId);
  const [recording, setRecording] = useState(false);
  const { control, handleSubmit, setError, reset } = useForm({ defaultValues: { text: '' } });
  const text = useWatch({ control, name: 'text' });
  const { formError, clearFormError, onError } = useServerErrors(setError, ['text']);
  const send = useMutation({
    mutationFn: (value: string) => reply(code, taskId, { text: value }),
    onSuccess: () => {
      reset();
      showToast(t('classroom.reply.sent'), 'success');
      sent();
    },
    onError,
  });
  const submit = handleSubmit((values) => {
    clearFormError();
    send.mutate(values.text);
  });
  return (
    <Stack spacing={1.5}>
      <Stack component="form" noValidate onSubmit={submit} spacing={1}>
        <ErrorAlert error={formError} />
        <FormTextField
          control={control}
          name="text"
          label={t('classroom.reply.text', { place })}
          id={`reply-${taskId}`}
          multiline
          minRows={2}
          helperText={`${text.length} / ${REPLY_TEXT_MAX}`}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!text.trim()}
          loading={send.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('classroom.reply.send')}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
        <FileReplyButton code={code} taskId={taskId} onSent={sent} />
        {recorder && (
          <Button startIcon={<MicIcon />} onClick={() => setRecording(true)}>
            {t('classroom.reply.record')}
          </Button>
        )}
      </Stack>
      {recording && recorder && (
        <RecordReplyDialog code={code} taskId={taskId} recorder={recorder} onSent={sent} onClose={() => setRecording(false)} />
      )}
    </Stack>
  );
}
