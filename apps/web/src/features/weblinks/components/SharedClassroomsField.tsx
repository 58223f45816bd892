import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Classroom, WeblinkFields } from '@parley/contracts';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '../../../ui/form/field-message.ts';
import type { WeblinkFormValues } from './WeblinkDialog.tsx';
import '../texts.ts';

/** A teacher's classrooms, picked by name: their students see the link (ADR 0065). */
export function SharedClassroomsField({
  control,
  classrooms,
  loading,
}: {
  control: Control<WeblinkFormValues, unknown, WeblinkFields>;
  classrooms: Classroom[];
  loading: boolean;
}) {
  const { t } = useTranslation();
  const byId = new Map(classrooms.map((c) => [c.id, c]));
  return (
    <Controller
      control={control}
      name="shared_with_classrooms"
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          loading={loading}
          options={classrooms}
          getOptionLabel={(c) => c.name}
          getOptionKey={(c) => c.id}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          value={(field.value ?? []).flatMap((id) => byId.get(id) ?? [])}
          onChange={(_, value) => field.onChange(value.map((c) => c.id))}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('weblinks.form.sharedWithClassrooms')}
              error={Boolean(fieldState.error)}
              helperText={fieldMessage(fieldState.error, t('weblinks.form.sharedWithClassroomsHelp'))}
            />
          )}
        />
      )}
    />
  );
}
