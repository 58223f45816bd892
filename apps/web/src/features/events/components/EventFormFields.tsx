import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { EVENT_LEVELS, EVENT_TAG_MAX, EVENT_TYPES } from '@parley/contracts';
import { Controller, type Control, type UseFormGetFieldState, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { levelLabel } from '../lib/labels.ts';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { FormTextField } from '../../../ui/form/FormTextField.tsx';
import { languageMenuItems } from '../../../ui/languageMenuItems.tsx';
import { defaultEndTime, type EventFormInput } from '../lib/event-form.ts';

interface Props {
  control: Control<EventFormInput>;
  setValue: UseFormSetValue<EventFormInput>;
  getFieldState: UseFormGetFieldState<EventFormInput>;
}

/** The fields of the create and edit dialogs. */
export function EventFormFields({ control, setValue, getFieldState }: Props) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <FormTextField control={control} name="event_title" label={t('events.form.title')} required />
      <FormTextField control={control} name="event_description" label={t('events.form.description')} multiline minRows={2} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="event_language" label={t('events.form.language')} select required>
          {languageMenuItems()}
        </FormTextField>
        <FormTextField control={control} name="proficiency" label={t('events.form.level')} select>
          {EVENT_LEVELS.map((_, level) => (
            <MenuItem key={level} value={String(level)}>
              {levelLabel(level)}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField control={control} name="event_type" label={t('events.form.type')} select>
          {EVENT_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`events.types.${type}`)}
            </MenuItem>
          ))}
        </FormTextField>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="date" type="date" label={t('events.form.date')} required shrinkLabel />
        <Controller
          control={control}
          name="time"
          render={({ field, fieldState }) => (
            <TextField
              fullWidth
              type="time"
              label={t('events.form.time')}
              name={field.name}
              value={field.value}
              inputRef={field.ref}
              onBlur={field.onBlur}
              onChange={(e) => {
                field.onChange(e);
                // The end follows the start (one hour later) until the host sets it.
                if (!getFieldState('end_time').isDirty) setValue('end_time', defaultEndTime(e.target.value));
              }}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { required: true } }}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ? contractText(fieldState.error.message) : undefined}
            />
          )}
        />
        <FormTextField
          control={control}
          name="end_time"
          type="time"
          label={t('events.form.endTime')}
          helperText={t('events.form.endHelp')}
          shrinkLabel
        />
      </Stack>
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
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="lesson_link" type="url" label={t('events.form.lessonLink')} />
        <FormTextField control={control} name="max_number_users" type="number" label={t('events.form.capacity')} />
      </Stack>
      {(['is_private', 'is_revision'] as const).map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
              label={t(name === 'is_private' ? 'events.form.private' : 'events.form.revision')}
            />
          )}
        />
      ))}
    </Stack>
  );
}
