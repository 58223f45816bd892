import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { RegisterEmailBody } from '@parley/contracts';
import { Controller, type Control } from 'react-hook-form';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import '../texts.ts';

/** "I want to: Learn / Teach", which becomes the account's status. */
export function StatusChoice({ control }: { control: Control<RegisterEmailBody> }) {
  const { t } = useTranslation();
  const labelId = useId();
  const errorId = useId();
  return (
    <Controller
      control={control}
      name="status"
      render={({ field, fieldState }) => (
        <FormControl component="fieldset" error={Boolean(fieldState.error)}>
          <FormLabel component="legend" id={labelId}>
            {t('register.intent')}
          </FormLabel>
          <RadioGroup
            row
            name={field.name}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value)}
            aria-labelledby={labelId}
            aria-invalid={Boolean(fieldState.error)}
            aria-describedby={fieldState.error ? errorId : undefined}
          >
            <FormControlLabel
              value="STUDENT"
              control={<Radio slotProps={{ input: { ref: field.ref } }} />}
              label={t('register.learn')}
            />
            <FormControlLabel value="TEACHER" control={<Radio />} label={t('register.teach')} />
          </RadioGroup>
          {fieldState.error?.message && <FormHelperText id={errorId}>{contractText(fieldState.error.message)}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
