import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { fieldMessage } from './field-message.ts';

interface FormTextFieldProps<T extends FieldValues, Out extends FieldValues> {
  /** The form's control; `Out` is what its resolver turns the values into (dollars typed, cents saved). */
  control: Control<T, unknown, Out>;
  name: Path<T>;
  label: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  /** The field a dialog opens on. */
  autoFocus?: boolean;
  /** The keyboard a phone shows: digits for card numbers and prices. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  multiline?: boolean;
  minRows?: number;
  id?: string;
  sx?: SxProps<Theme>;
  /** Keeps the label above the box: date and time inputs always show their own placeholder. */
  shrinkLabel?: boolean;
  /** Text or an icon inside the box before the value, such as "$" or the site's address. */
  startAdornment?: ReactNode;
}

/**
 * A text field bound to a react-hook-form field; its error replaces the helper text. `required` marks only the input:
 * MUI's label asterisk would make the label read "Email *" instead of "Email". Built from the outlined input rather
 * than MUI's TextField, whose select mode brings menus and popovers onto every page with a form (issue 16's budget);
 * choices use FormSelectField.
 */
export function FormTextField<T extends FieldValues, Out extends FieldValues = T>({
  control,
  name,
  label,
  helperText,
  required,
  inputMode,
  id: givenId,
  sx,
  shrinkLabel,
  startAdornment,
  ...input
}: FormTextFieldProps<T, Out>) {
  const ownId = useId();
  const id = givenId ?? ownId;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const helper = fieldMessage(fieldState.error, helperText);
        const helperId = helper ? `${id}-helper-text` : undefined;
        return (
          <FormControl fullWidth error={Boolean(fieldState.error)} sx={sx}>
            <InputLabel htmlFor={id} shrink={shrinkLabel || undefined}>
              {label}
            </InputLabel>
            <OutlinedInput
              {...input}
              id={id}
              label={label}
              notched={shrinkLabel || undefined}
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              startAdornment={startAdornment ? <InputAdornment position="start">{startAdornment}</InputAdornment> : undefined}
              slotProps={{ input: { required, inputMode, 'aria-describedby': helperId } }}
            />
            {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
