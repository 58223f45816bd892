import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { User } from '@parley/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { greetingName } from '../../../entities/user/lib/greeting-name.ts';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { FormActions } from '../../../ui/form/FormActions.tsx';
import { FormTextField } from '../../../ui/form/FormTextField.tsx';
import { useServerErrors } from '../../../ui/form/useServerErrors.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { useUpdateProfile } from '../../../entities/user/api/update-profile.ts';
import { AvatarPicker } from './AvatarPicker.tsx';
import '../texts.ts';

export const FULL_NAME_MAX = 100;

const valuesOf = (user: User) => ({ full_name: user.full_name ?? '', image: user.image });

/** Own profile: username and email to read, name and avatar to change. Nothing is required. */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [uploading, setUploading] = useState(false);
  const schema = z.object({
    full_name: z.string().check(z.maxLength(FULL_NAME_MAX, t('profile.nameTooLong', { max: FULL_NAME_MAX }))),
    image: z.nullable(z.string()),
  });
  const { control, handleSubmit, reset, setError, setValue, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: valuesOf(user),
  });
  const { formError, clearFormError, onError } = useServerErrors(setError, ['full_name', 'image']);
  const [fullName, image] = useWatch({ control, name: ['full_name', 'image'] });
  const unchanged = !formState.isDirty || uploading;

  const submit = handleSubmit((values) => {
    clearFormError();
    update.mutate(
      { full_name: values.full_name.trim() || null, image: values.image },
      {
        onSuccess: ({ user: saved, message }) => {
          reset(valuesOf(saved));
          showToast(contractText(message), 'success');
        },
        onError,
      },
    );
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3} aria-label={t('profile.formLabel')}>
      <ErrorAlert error={formError} />
      <AvatarPicker
        name={greetingName({ full_name: fullName.trim() || null, username: user.username })}
        image={image}
        onUploaded={(url) => setValue('image', url, { shouldDirty: true })}
        onUploadingChange={setUploading}
      />
      <TextField label={t('fields.username')} value={user.username} slotProps={{ htmlInput: { readOnly: true } }} fullWidth />
      <TextField label={t('fields.email')} value={user.email ?? ''} slotProps={{ htmlInput: { readOnly: true } }} fullWidth />
      <FormTextField control={control} name="full_name" label={t('fields.fullName')} autoComplete="name" />
      <FormActions
        changed={!unchanged}
        saving={update.isPending}
        onCancel={() => {
          clearFormError();
          reset();
        }}
        cancelLabel={t('profile.cancel')}
        saveLabel={t('profile.save')}
      />
    </Stack>
  );
}
