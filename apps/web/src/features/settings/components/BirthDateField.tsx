import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '../../../ui/form/field-message.ts';
import type { PersonalValues } from '../lib/personal-values.ts';
import '../texts.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** The date of birth, from 1900 to today. */
export function BirthDateField({ control }: { control: Control<PersonalValues> }) {
  const { t } = useTranslation();
  return (
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
          helperText={fieldMessage(fieldState.error)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: '1900-01-01', max: today() } }}
          fullWidth
        />
      )}
    />
  );
}
