import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../ui/form/FormTextField.tsx';
import type { PersonalValues } from '../lib/personal-values.ts';
import { CountryField } from './CountryField.tsx';
import '../texts.ts';

/** The address part of the personal information form, as its own fieldset. */
export function AddressFields({ control }: { control: Control<PersonalValues> }) {
  const { t } = useTranslation();
  return (
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
      <FormTextField control={control} name="address.city" label={t('settings.personal.city')} autoComplete="address-level2" />
      <FormTextField control={control} name="address.state" label={t('settings.personal.state')} autoComplete="address-level1" />
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
  );
}
