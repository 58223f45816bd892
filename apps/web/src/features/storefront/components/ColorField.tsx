import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormTextField } from '../../../ui/form/FormTextField.tsx';

/** A colour picked with the browser's own picker; the hex value stays readable under it. */
export function ColorField<T extends FieldValues, Out extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T, unknown, Out>;
  name: Path<T>;
  label: string;
}) {
  const value: unknown = useWatch({ control, name });
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      type="color"
      helperText={String(value).toUpperCase()}
      sx={{ width: 200, '& input': { height: 40, p: 1, cursor: 'pointer' } }}
    />
  );
}
