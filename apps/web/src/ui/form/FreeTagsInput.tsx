import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

interface Props {
  label: string;
  value: string[] | undefined;
  onChange: (tags: string[]) => void;
  /** Cut each tag at this many characters as it is typed. */
  maxLength: number;
  error: boolean;
  helperText: ReactNode;
  /** Also take the text left in the box when it loses focus. */
  autoSelect?: boolean;
}

/** Free tags typed one by one and shown as chips; blanks are dropped. */
export function FreeTagsInput({ label, value, onChange, maxLength, error, helperText, autoSelect }: Props) {
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect={autoSelect}
      options={[]}
      value={value ?? []}
      onChange={(_, tags) => onChange(tags.map((tag) => String(tag).trim()).filter(Boolean))}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={error}
          helperText={helperText}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, maxLength } }}
        />
      )}
    />
  );
}
