import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { fieldMessage } from '../../../ui/form/field-message.ts';

/** The browser's list of time zones, searchable; a saved zone the browser does not list stays choosable. */
export function TimeZoneField<T extends FieldValues, Out extends FieldValues>({
  control,
  name,
  label,
  help,
}: {
  control: Control<T, unknown, Out>;
  name: Path<T>;
  label: string;
  help: string;
}) {
  const zones = useMemo(() => Intl.supportedValuesOf('timeZone'), []);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete
          options={zones.includes(field.value) ? zones : [field.value, ...zones]}
          value={field.value}
          disableClearable
          onChange={(_event, zone) => field.onChange(zone)}
          renderInput={(params) => (
            <TextField
              {...params}
              label={label}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={fieldMessage(fieldState.error, help)}
            />
          )}
        />
      )}
    />
  );
}
