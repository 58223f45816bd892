import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The spec's empty-state sentence, a hint, and at most one action under them (DESIGN.md). */
export function EmptyState({ title, hint, action }: { title: string; hint: string; action?: ReactNode }) {
  return (
    <Box sx={{ py: 4, textAlign: 'center' }} role="status">
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {hint}
      </Typography>
      {action}
    </Box>
  );
}
