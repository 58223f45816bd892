import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { weblinkBodySchema, type Weblink, type WeblinkBody, type WeblinkFields } from '@parley/contracts';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { FormTextField } from '../../../ui/form/FormTextField.tsx';
import { useServerErrors } from '../../../ui/form/useServerErrors.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { useFollowees } from '../api/followees.ts';
import { weblinkKeys } from '../api/keys.ts';
import { saveWeblink } from '../api/save-weblink.ts';
import { ClassroomsField } from './ClassroomsField.tsx';
import { SharedWithField } from './SharedWithField.tsx';
import { TagsField } from './TagsField.tsx';
import '../texts.ts';

/** What the form holds: the contract's body before its schema trims, dedupes and completes the link. */
export type WeblinkFormValues = WeblinkBody;

const FIELDS = ['link', 'title', 'tags', 'shared_with', 'shared_with_classrooms', 'is_public'] as const;

interface Props {
  userId: number;
  /** The link to edit; null adds one. */
  weblink: Weblink | null;
  onClose: () => void;
}

/**
 * Add or edit a link with the contract's schema: http:// goes in front of an address typed without one, as the server
 * does. Someone the user no longer follows is dropped from the people it is shared with, as the server would refuse them.
 */
export function WeblinkDialog({ userId, weblink, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const followees = useFollowees(userId);
  const { control, handleSubmit, setError } = useForm<WeblinkFormValues, unknown, WeblinkFields>({
    resolver: zodResolver(weblinkBodySchema),
    defaultValues: {
      link: weblink?.link ?? '',
      title: weblink?.title ?? '',
      tags: weblink?.tags ?? [],
      shared_with: weblink?.shared_with ?? [],
      shared_with_classrooms: weblink?.shared_with_classrooms ?? [],
      is_public: weblink?.is_public ?? false,
    },
  });
  const { formError, clearFormError, onError } = useServerErrors(setError, FIELDS);
  const save = useMutation({
    mutationFn: (body: WeblinkFields) => saveWeblink(weblink?.id ?? null, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: weblinkKeys.all });
      showToast(t(weblink ? 'weblinks.form.saved' : 'weblinks.form.created'), 'success');
      onClose();
    },
    onError,
  });
  const followed = new Set(followees.data?.map((p) => p.id));
  const submit = handleSubmit((values) => {
    clearFormError();
    save.mutate(followees.data ? { ...values, shared_with: values.shared_with.filter((id) => followed.has(id)) } : values);
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t(weblink ? 'weblinks.form.editTitle' : 'weblinks.form.createTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <ErrorAlert error={formError} />
            <FormTextField
              control={control}
              name="link"
              label={t('weblinks.form.link')}
              helperText={t('weblinks.form.linkHelp')}
              inputMode="url"
              autoComplete="url"
              required
              autoFocus
            />
            <FormTextField control={control} name="title" label={t('weblinks.form.name')} />
            <TagsField control={control} />
            <SharedWithField control={control} people={followees.data ?? []} loading={followees.isPending} />
            <ClassroomsField control={control} />
            <Controller
              control={control}
              name="is_public"
              render={({ field }) => (
                <FormControlLabel
                  control={<Checkbox checked={field.value ?? false} onChange={(e) => field.onChange(e.target.checked)} />}
                  label={t('weblinks.form.isPublic')}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('weblinks.form.cancel')}</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('weblinks.form.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
