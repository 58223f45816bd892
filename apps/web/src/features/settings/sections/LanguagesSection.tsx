import { zodResolver } from '@hookform/resolvers/zod';
import { languagesDataSchema, type LanguagesData, type User } from '@parley/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { useUpdateProfile } from '../../../entities/user/api/update-profile.ts';
import { LanguageListField } from '../../../ui/LanguageListField.tsx';
import { useServerErrors } from '../../../ui/form/useServerErrors.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { SectionHeader } from '../../../ui/SectionHeader.tsx';
import { SettingsForm } from '../../../ui/form/SettingsForm.tsx';
import '../texts.ts';

const valuesOf = (user: User): LanguagesData => ({ speaking: user.speaking, learning: user.learning }) as LanguagesData;

/** /profile/languages (students): native and learning languages, each with a level 1–4; both are required. */
export function LanguagesSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const { control, handleSubmit, reset, setError, formState } = useForm({
    resolver: zodResolver(languagesDataSchema),
    defaultValues: valuesOf(user),
  });
  const { formError, clearFormError, onError } = useServerErrors(setError, ['speaking', 'learning']);

  const submit = handleSubmit((values) => {
    clearFormError();
    update.mutate(values, {
      onSuccess: ({ user: saved, message }) => {
        reset(valuesOf(saved));
        showToast(contractText(message), 'success');
      },
      onError,
    });
  });

  const list = (name: 'speaking' | 'learning') => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message ?? fieldState.error?.root?.message;
        return (
          // An emptied list is allowed here so the form can say why it cannot be saved.
          <LanguageListField
            label={t(`settings.languages.${name}`)}
            value={field.value}
            onChange={field.onChange}
            minRows={0}
            error={message && contractText(message)}
          />
        );
      }}
    />
  );

  return (
    <>
      <SectionHeader title={t('settings.languages.title')} />
      <SettingsForm
        label={t('settings.languages.formLabel')}
        onSubmit={submit}
        onCancel={() => {
          clearFormError();
          reset();
        }}
        formError={formError}
        changed={formState.isDirty}
        saving={update.isPending}
      >
        {list('speaking')}
        {list('learning')}
      </SettingsForm>
    </>
  );
}
