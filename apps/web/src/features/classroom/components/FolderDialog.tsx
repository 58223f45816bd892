import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FolderAudience, TaskFolder } from '@parley/contracts';
import { useId } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { FormTextField } from '../../../ui/form/FormTextField.tsx';
import { useServerErrors } from '../../../ui/form/useServerErrors.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { createFolder } from '../api/create-folder.ts';
import { classroomKeys } from '../api/keys.ts';
import { updateFolder } from '../api/update-folder.ts';
import { AudienceField } from './AudienceField.tsx';
import '../texts.ts';

interface FolderDialogProps {
  code: string;
  /** The folder to edit; none to create one. */
  folder: TaskFolder | null;
  onClose: () => void;
  onSaved: (folder: TaskFolder) => void;
}

interface Values {
  name: string;
  visibility: FolderAudience[];
}

/** Create or edit a folder: a name (Create waits for one, spec §5) and who can see it (spec §4). */
export function FolderDialog({ code, folder, onClose, onSaved }: FolderDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  // A new folder is the teacher's own until they choose who else sees it.
  const { control, handleSubmit, setError } = useForm<Values>({
    defaultValues: { name: folder?.name ?? '', visibility: folder?.visibility ?? [0] },
  });
  const name = useWatch({ control, name: 'name' });
  const { field: visibility, fieldState } = useController({ control, name: 'visibility' });
  const { formError, clearFormError, onError } = useServerErrors(setError, ['name', 'visibility']);
  const save = useMutation({
    mutationFn: (body: Values) => (folder ? updateFolder(code, folder.id, body) : createFolder(code, body)),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: classroomKeys.one(code) });
      showToast(folder ? t('classroom.folder.saved') : t('classroom.folder.created', { name: saved.name }), 'success');
      onSaved(saved);
    },
    onError,
  });
  const submit = handleSubmit((values) => {
    clearFormError();
    save.mutate(values);
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t(folder ? 'classroom.folder.editTitle' : 'classroom.folder.createTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <ErrorAlert error={formError} />
            <FormTextField control={control} name="name" label={t('classroom.folder.name')} required autoFocus />
            <AudienceField value={visibility.value} onChange={visibility.onChange} error={fieldState.error?.message} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('classroom.folder.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!name.trim() || visibility.value.length === 0}
            loading={save.isPending}
          >
            {t(folder ? 'classroom.folder.save' : 'classroom.folder.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
