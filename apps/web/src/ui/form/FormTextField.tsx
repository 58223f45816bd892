import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { contractText } from '../../lib/i18n/contract-text.ts';

type FormTextFieldProps<T extends FieldValues, Out extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'slotProps'
> & {
  /** The form's control; `Out` is what its resolver turns the values into (dollars typed, cents saved). */
  control: Control<T, unknown, Out>;
  name: Path<T>;
  /** Keeps the label above the box: date and time inputs always show their own placeholder. */
  shrinkLabel?: boolean;
  /** Text or an icon inside the box before the value, such as "$" or the site's address. */
  startAdornment?: ReactNode;
};

/**
 * A text field bound to a react-hook-form field; its error replaces the helper text. `required` marks
 * only the input: MUI's label asterisk would make the label read "Email *" instead of "Email".
 */
export function FormTextField<T extends FieldValues, Out extends FieldValues = T>({
  control,
  name,
  helperText,
  required,
  shrinkLabel,
  startAdornment,
  ...props
}: FormTextFieldProps<T, Out>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          fullWidth
          {...props}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          slotProps={{
            htmlInput: { required },
            ...(shrinkLabel ? { inputLabel: { shrink: true } } : {}),
            ...(startAdornment
              ? { input: { startAdornment: <InputAdornment position="start">{startAdornment}</InputAdornment> } }
              : {}),
          }}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ? contractText(fieldState.error.message) : helperText}
        />
      )}
    />
  );
}
