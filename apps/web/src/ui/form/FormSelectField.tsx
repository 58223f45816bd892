import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { fieldMessage } from './field-message.ts';

interface FormSelectFieldProps<T extends FieldValues, Out extends FieldValues> {
  control: Control<T, unknown, Out>;
  name: Path<T>;
  label: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
  /** The choices, as MUI MenuItems. */
  children: ReactNode;
}

/** A choice among a few options bound to a react-hook-form field; its error replaces the helper text. */
export function FormSelectField<T extends FieldValues, Out extends FieldValues = T>({
  control,
  name,
  label,
  helperText,
  required,
  children,
}: FormSelectFieldProps<T, Out>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          label={label}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          slotProps={{ htmlInput: { required } }}
          error={Boolean(fieldState.error)}
          helperText={fieldMessage(fieldState.error, helperText)}
        >
          {children}
        </TextField>
      )}
    />
  );
}
