import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { EVENT_LEVELS, RUNNABLE_ACTIVITIES, type EventType } from '@parley/contracts';
import { Controller, useWatch, type Control, type UseFormGetFieldState, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { levelLabel } from '../lib/labels.ts';
import { FormSelectField } from '../../../ui/form/FormSelectField.tsx';
import { FormTextField } from '../../../ui/form/FormTextField.tsx';
import { languageMenuItems } from '../../../ui/languageMenuItems.tsx';
import type { EventFormInput } from '../lib/event-form.ts';
import { StartTimeField } from './StartTimeField.tsx';
import { TagsField } from './TagsField.tsx';
import '../texts.ts';

interface Props {
  control: Control<EventFormInput>;
  setValue: UseFormSetValue<EventFormInput>;
  getFieldState: UseFormGetFieldState<EventFormInput>;
}

/** The fields of the create and edit dialogs. */
export function EventFormFields({ control, setValue, getFieldState }: Props) {
  const { t } = useTranslation();
  // An event made before its activity was withdrawn keeps it until the host picks another.
  const current = useWatch({ control, name: 'event_type' });
  const types: string[] = [...RUNNABLE_ACTIVITIES];
  if (!types.includes(current)) types.push(current);
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <FormTextField control={control} name="event_title" label={t('events.form.title')} required />
      <FormTextField control={control} name="event_description" label={t('events.form.description')} multiline minRows={2} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelectField control={control} name="event_language" label={t('events.form.language')} required>
          {languageMenuItems()}
        </FormSelectField>
        <FormSelectField control={control} name="proficiency" label={t('events.form.level')}>
          {EVENT_LEVELS.map((_, level) => (
            <MenuItem key={level} value={String(level)}>
              {levelLabel(level)}
            </MenuItem>
          ))}
        </FormSelectField>
        <FormSelectField control={control} name="event_type" label={t('events.form.type')}>
          {/* Only activities a room can run (ADR 0048). */}
          {types.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`events.types.${type as EventType}`)}
            </MenuItem>
          ))}
        </FormSelectField>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="date" type="date" label={t('events.form.date')} required shrinkLabel />
        <StartTimeField control={control} setValue={setValue} getFieldState={getFieldState} />
        <FormTextField
          control={control}
          name="end_time"
          type="time"
          label={t('events.form.endTime')}
          helperText={t('events.form.endHelp')}
          shrinkLabel
        />
      </Stack>
      <TagsField control={control} />
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
