import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassroomTask } from '@parley/contracts';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { FormTextField } from '../../../ui/form/FormTextField.tsx';
import { useServerErrors } from '../../../ui/form/useServerErrors.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { createTask } from '../api/create-task.ts';
import { classroomKeys } from '../api/keys.ts';
import { updateTask } from '../api/update-task.ts';
import { isTaskEmpty, taskBody, taskFormValues, type TaskFormValues } from '../lib/task-form.ts';
import { QuestionsField } from './QuestionsField.tsx';
import { TaskColorField } from './TaskColorField.tsx';
import '../texts.ts';

interface TaskDialogProps {
  code: string;
  /** The task to edit; none for a new one. */
  task: ClassroomTask | null;
  /** Where a new task goes: a folder, or "My tasks". */
  folderId: number | null;
  onClose: () => void;
}

const FIELDS = ['color', 'questions', 'video_link', 'external_link'] as const;

/** New or edited task: colour, questions, video and link; Save waits until the task says something (spec §5). */
export function TaskDialog({ code, task, folderId, onClose }: TaskDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const { control, handleSubmit, setError, formState } = useForm<TaskFormValues>({ defaultValues: taskFormValues(task) });
  const values = useWatch({ control }) as TaskFormValues;
  const { formError, clearFormError, onError } = useServerErrors(setError, FIELDS);
  const save = useMutation({
    mutationFn: (body: ReturnType<typeof taskBody>) =>
      task ? updateTask(code, task.id, body) : createTask(code, { ...body, folder_id: folderId }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: classroomKeys.one(code) });
      void queryClient.invalidateQueries({ queryKey: classroomKeys.list() });
      showToast(t(task ? 'classroom.task.saved' : 'classroom.task.created'), 'success');
      onClose();
    },
    onError,
  });
  const empty = isTaskEmpty(values);
  const submit = handleSubmit((submitted) => {
    clearFormError();
    save.mutate(taskBody(submitted));
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t(task ? 'classroom.task.editTitle' : 'classroom.task.createTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={3} sx={{ pt: 1 }}>
            <ErrorAlert error={formError} />
            <TaskColorField control={control} />
            <QuestionsField control={control} error={formState.errors.questions?.message} />
            <FormTextField
              control={control}
              name="video_link"
              label={t('classroom.task.video')}
              helperText={t('classroom.task.videoHelp')}
              type="url"
            />
            <FormTextField
              control={control}
              name="external_link"
              label={t('classroom.task.link')}
              helperText={t('classroom.task.linkHelp')}
              type="url"
            />
            {empty && (
              <Typography id={`${titleId}-empty`} color="text.secondary">
                {t('classroom.task.emptyHint')}
              </Typography>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('classroom.task.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={empty}
            loading={save.isPending}
            aria-describedby={empty ? `${titleId}-empty` : undefined}
          >
            {t('classroom.task.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
