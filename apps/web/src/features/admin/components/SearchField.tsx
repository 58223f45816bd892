import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

/** A search box that settles a quarter of a second after the last key before it searches. */
export function SearchField({ label, help, onSearch }: { label: string; help: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <TextField
      type="search"
      label={label}
      helperText={help}
      value={text}
      onChange={(e) => setText(e.target.value)}
      fullWidth
      sx={{ mb: 2 }}
    />
  );
}
