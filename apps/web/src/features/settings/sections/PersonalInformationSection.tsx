import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import { PRONOUNS, type User } from '@parley/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { useUpdateProfile } from '../../../entities/user/api/update-profile.ts';
import { FormSelectField } from '../../../ui/form/FormSelectField.tsx';
import { FormTextField } from '../../../ui/form/FormTextField.tsx';
import { useServerErrors } from '../../../ui/form/useServerErrors.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { AddressFields } from '../components/AddressFields.tsx';
import { BirthDateField } from '../components/BirthDateField.tsx';
import { CountryField } from '../components/CountryField.tsx';
import { SectionHeader } from '../../../ui/SectionHeader.tsx';
import { SettingsForm } from '../../../ui/form/SettingsForm.tsx';
import { personalBodyOf, personalSchema, personalValuesOf } from '../lib/personal-values.ts';
import '../texts.ts';

/** /profile/personal-information: display name (required), full name, country, pronouns, birth date, address. */
export function PersonalInformationSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const { control, handleSubmit, reset, setError, formState } = useForm({
    resolver: zodResolver(personalSchema),
    defaultValues: personalValuesOf(user),
  });
  const { formError, clearFormError, onError } = useServerErrors(setError, [
    'display_name',
    'full_name',
    'country',
    'pronouns',
    'date_of_birth',
  ]);

  const submit = handleSubmit((values) => {
    clearFormError();
    update.mutate(personalBodyOf(values), {
      onSuccess: ({ user: saved, message }) => {
        reset(personalValuesOf(saved));
        showToast(contractText(message), 'success');
      },
      onError,
    });
  });

  return (
    <>
      <SectionHeader title={t('settings.personal.title')} />
      <SettingsForm
        label={t('settings.personal.formLabel')}
        onSubmit={submit}
        onCancel={() => {
          clearFormError();
          reset();
        }}
        formError={formError}
        changed={formState.isDirty}
        saving={update.isPending}
      >
        <FormTextField
          control={control}
          name="display_name"
          label={t('settings.personal.displayName')}
          helperText={t('settings.personal.displayNameHelp')}
          autoComplete="nickname"
          required
        />
        <FormTextField control={control} name="full_name" label={t('settings.personal.fullName')} autoComplete="name" />
        <Controller
          control={control}
          name="country"
          render={({ field }) => (
            <CountryField
              id="settings-country"
              label={t('settings.personal.country')}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <FormSelectField control={control} name="pronouns" label={t('settings.personal.pronouns')}>
          <MenuItem value="">{t('settings.personal.notSet')}</MenuItem>
          {PRONOUNS.map((option) => (
            <MenuItem key={option.value} value={String(option.value)}>
              {option.label}
            </MenuItem>
          ))}
        </FormSelectField>
        <BirthDateField control={control} />
        <AddressFields control={control} />
      </SettingsForm>
    </>
  );
}
