import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The panel every sign-in page (and the unsubscribe page a mail opens) sits in: a title and one column of content. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 3, sm: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 460 }}>
        <Typography variant="h1" sx={{ mb: 3 }}>
          {title}
        </Typography>
        <Stack spacing={2}>{children}</Stack>
      </Paper>
    </Box>
  );
}
