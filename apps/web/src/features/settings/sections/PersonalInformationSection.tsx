import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PRONOUNS, type User } from '@parley/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { useUpdateProfile } from '../../../lib/session/update-profile.ts';
import { FormTextField } from '../../../ui/form/FormTextField.tsx';
import { useServerErrors } from '../../../ui/form/useServerErrors.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { CountryField } from '../components/CountryField.tsx';
import { SectionHeader } from '../../../ui/SectionHeader.tsx';
import { SettingsForm } from '../../../ui/form/SettingsForm.tsx';
import { personalBodyOf, personalSchema, personalValuesOf } from '../lib/personal-values.ts';

const today = () => new Date().toISOString().slice(0, 10);

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
        <FormTextField control={control} name="pronouns" label={t('settings.personal.pronouns')} select>
          <MenuItem value="">{t('settings.personal.notSet')}</MenuItem>
          {PRONOUNS.map((option) => (
            <MenuItem key={option.value} value={String(option.value)}>
              {option.label}
            </MenuItem>
          ))}
        </FormTextField>
        <Controller
          control={control}
          name="date_of_birth"
          render={({ field, fieldState }) => (
            <TextField
              type="date"
              label={t('settings.personal.dateOfBirth')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message && contractText(fieldState.error.message)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: '1900-01-01', max: today() } }}
              fullWidth
            />
          )}
        />
        <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="h2" sx={{ mb: 2 }}>
            {t('settings.personal.address')}
          </Typography>
          <Controller
            control={control}
            name="address.country"
            render={({ field }) => (
              <CountryField
                id="settings-address-country"
                label={t('settings.personal.addressCountry')}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
          <FormTextField
            control={control}
            name="address.city"
            label={t('settings.personal.city')}
            autoComplete="address-level2"
          />
          <FormTextField
            control={control}
            name="address.state"
            label={t('settings.personal.state')}
            autoComplete="address-level1"
          />
          <FormTextField
            control={control}
            name="address.address"
            label={t('settings.personal.street')}
            autoComplete="street-address"
          />
          <FormTextField
            control={control}
            name="address.zip_code"
            label={t('settings.personal.zipCode')}
            autoComplete="postal-code"
          />
        </Stack>
      </SettingsForm>
    </>
  );
}
