import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { EVENT_TAG_MAX } from '@parley/contracts';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import type { EventFormInput } from '../lib/event-form.ts';
import '../texts.ts';

/** Free tags, typed and entered one by one; blanks are dropped and each is cut at EVENT_TAG_MAX. */
export function TagsField({ control }: { control: Control<EventFormInput> }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name="tags"
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          freeSolo
          options={[]}
          value={field.value ?? []}
          onChange={(_, value) => field.onChange(value.map((tag) => String(tag).trim()).filter(Boolean))}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('events.form.tags')}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error ? contractText(fieldState.error.message ?? '') : t('events.form.tagsHelp')}
              slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, maxLength: EVENT_TAG_MAX } }}
            />
          )}
        />
      )}
    />
  );
}
