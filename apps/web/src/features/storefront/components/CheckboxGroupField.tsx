import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface CheckboxGroupFieldProps<V> {
  legend: string;
  help?: string;
  error?: string | undefined;
  options: readonly { value: V; label: string }[];
  value: readonly V[];
  onChange: (next: V[]) => void;
}

/** Several choices under one legend (plans shown, feedback focus); the value keeps the options' order. */
export function CheckboxGroupField<V>({ legend, help, error, options, value, onChange }: CheckboxGroupFieldProps<V>) {
  const toggle = (option: V) =>
    onChange(options.map((o) => o.value).filter((v) => (v === option ? !value.includes(v) : value.includes(v))));
  return (
    <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="h3" sx={{ mb: 1 }}>
        {legend}
      </Typography>
      <FormGroup>
        {options.map((option) => (
          <FormControlLabel
            key={String(option.value)}
            control={<Checkbox checked={value.includes(option.value)} onChange={() => toggle(option.value)} />}
            label={option.label}
          />
        ))}
      </FormGroup>
      {(error || help) && <FormHelperText error={Boolean(error)}>{error ?? help}</FormHelperText>}
    </Stack>
  );
}
