import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One row of an admin list: a heading, lines about it, chips, and its actions on the right (below on a phone). */
export function ItemCard({ title, children, actions }: { title: ReactNode; children?: ReactNode; actions?: ReactNode }) {
  return (
    <Paper component="li" variant="outlined" sx={{ listStyle: 'none', p: 2, mb: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
            {title}
          </Typography>
          {children}
        </Box>
        {actions && (
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0, alignItems: 'flex-start' }}>
            {actions}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
