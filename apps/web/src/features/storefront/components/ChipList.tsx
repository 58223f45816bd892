import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** Short words (tags) as a wrapping row of chips, read as a named list; each child is an `li` holding a chip. */
export function ChipList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack
      component="ul"
      aria-label={label}
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
    >
      {children}
    </Stack>
  );
}
