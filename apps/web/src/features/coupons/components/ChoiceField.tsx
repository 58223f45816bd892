import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { Controller, type Control, type Path } from 'react-hook-form';
import type { CouponFormValues } from '../lib/coupon-form.ts';

interface Props {
  control: Control<CouponFormValues>;
  name: Path<CouponFormValues>;
  label: string;
  options: { value: string; label: string }[];
}

/** A few choices as radio buttons in a row: all visible, arrow keys move between them. */
export function ChoiceField({ control, name, label, options }: Props) {
  const labelId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControl>
          <FormLabel id={labelId}>{label}</FormLabel>
          <RadioGroup row aria-labelledby={labelId} name={field.name} value={field.value} onChange={field.onChange}>
            {options.map((o) => (
              <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    />
  );
}
