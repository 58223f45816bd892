import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { contractText } from '../../lib/i18n/contract-text.ts';

type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'slotProps'
> & {
  control: Control<T>;
  name: Path<T>;
  /** Keeps the label above the box: date and time inputs always show their own placeholder. */
  shrinkLabel?: boolean;
};

/**
 * A text field bound to a react-hook-form field; its error replaces the helper text. `required` marks
 * only the input: MUI's label asterisk would make the label read "Email *" instead of "Email".
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  helperText,
  required,
  shrinkLabel,
  ...props
}: FormTextFieldProps<T>) {
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
          slotProps={{ htmlInput: { required }, ...(shrinkLabel ? { inputLabel: { shrink: true } } : {}) }}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ? contractText(fieldState.error.message) : helperText}
        />
      )}
    />
  );
}
