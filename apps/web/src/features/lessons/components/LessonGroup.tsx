import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled list of lessons (a day's times, the upcoming or the past ones), a region named by its title. */
export function LessonGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h4" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {children}
      </Box>
    </Box>
  );
}
