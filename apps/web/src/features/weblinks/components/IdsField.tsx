import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { WeblinkFields } from '@parley/contracts';
import { Controller, type Control } from 'react-hook-form';
import { fieldMessage } from '../../../ui/form/field-message.ts';
import type { WeblinkFormValues } from './WeblinkDialog.tsx';

interface Props<T extends { id: number }> {
  control: Control<WeblinkFormValues, unknown, WeblinkFields>;
  name: 'shared_with' | 'shared_with_classrooms';
  options: T[];
  loading: boolean;
  optionLabel: (option: T) => string;
  label: string;
  help: string;
}

/** Whom a link is shared with: options picked by name, kept in the form as their ids. */
export function IdsField<T extends { id: number }>({ control, name, options, loading, optionLabel, label, help }: Props<T>) {
  const byId = new Map(options.map((o) => [o.id, o]));
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          loading={loading}
          options={options}
          getOptionLabel={optionLabel}
          getOptionKey={(o) => o.id}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          value={(field.value ?? []).flatMap((id) => byId.get(id) ?? [])}
          onChange={(_, value) => field.onChange(value.map((o) => o.id))}
          renderInput={(params) => (
            <TextField
              {...params}
              label={label}
              error={Boolean(fieldState.error)}
              helperText={fieldMessage(fieldState.error, help)}
            />
          )}
        />
      )}
    />
  );
}
