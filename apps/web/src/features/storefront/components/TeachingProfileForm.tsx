import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { User } from '@parley/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { FormTextField } from '../../../ui/form/FormTextField.tsx';
import { SettingsForm } from '../../../ui/form/SettingsForm.tsx';
import { useServerErrors } from '../../../ui/form/useServerErrors.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { useSaveTeachingProfile } from '../api/save-teaching-profile.ts';
import {
  changedOnly,
  TAG_LENGTH_MAX,
  TAGS_MAX,
  TEACHING_FIELDS,
  teachingFormSchema,
  teachingValuesOf,
  type TeachingBody,
  type TeachingValues,
} from '../lib/teaching-form.ts';
import { TagsField } from './TagsField.tsx';
import '../texts.ts';

/** Saves the changed fields; the answer becomes the signed-in user and the new start. */
function useTeachingForm(user: User) {
  const { t } = useTranslation();
  const update = useSaveTeachingProfile();
  const form = useForm<TeachingValues, unknown, TeachingBody>({
    resolver: zodResolver(teachingFormSchema),
    defaultValues: teachingValuesOf(user.profile),
  });
  const { formError, clearFormError, onError } = useServerErrors(form.setError, TEACHING_FIELDS);
  const submit = form.handleSubmit((body) => {
    clearFormError();
    update.mutate(changedOnly(body, form.getValues(), form.formState.defaultValues ?? {}), {
      onSuccess: ({ user: saved }) => {
        form.reset(teachingValuesOf(saved.profile));
        showToast(t('storefront.teaching.saved'), 'success');
      },
      onError,
    });
  });
  const cancel = () => {
    clearFormError();
    form.reset();
  };
  const formProps = { onSubmit: submit, onCancel: cancel, formError, saving: update.isPending, changed: form.formState.isDirty };
  return { form, formProps };
}

/**
 * "About your teaching": the teacher's own profile (experience, style, tags, a video, a price per hour), shown on their
 * homepage. It is the user's, not the homepage's, so it can be filled in before a homepage url exists.
 */
export function TeachingProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const { form, formProps } = useTeachingForm(user);
  return (
    <Box component="section" aria-labelledby="teaching-title" sx={{ mt: 6 }}>
      <Typography id="teaching-title" variant="h2">
        {t('storefront.teaching.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('storefront.teaching.help')}
      </Typography>
      <SettingsForm label={t('storefront.teaching.title')} {...formProps}>
        <FormTextField
          control={form.control}
          name="experience"
          label={t('storefront.teaching.experience')}
          helperText={t('storefront.teaching.experienceHelp')}
          multiline
          minRows={3}
        />
        <FormTextField
          control={form.control}
          name="teaching_style"
          label={t('storefront.teaching.style')}
          helperText={t('storefront.teaching.styleHelp')}
          multiline
          minRows={3}
        />
        <Controller
          control={form.control}
          name="tags"
          render={({ field, fieldState }) => (
            <TagsField
              label={t('storefront.teaching.tags')}
              help={t('storefront.teaching.tagsHelp', { max: TAGS_MAX })}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message && contractText(fieldState.error.message)}
              max={TAGS_MAX}
              maxLength={TAG_LENGTH_MAX}
            />
          )}
        />
        <FormTextField
          control={form.control}
          name="video_link"
          label={t('storefront.teaching.video')}
          helperText={t('storefront.teaching.videoHelp')}
          inputMode="url"
          autoComplete="off"
        />
        <FormTextField
          control={form.control}
          name="price_per_hour"
          label={t('storefront.teaching.price')}
          helperText={t('storefront.teaching.priceHelp')}
          startAdornment="$"
          inputMode="numeric"
        />
      </SettingsForm>
    </Box>
  );
}
