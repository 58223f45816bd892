import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One band of the homepage: a heading the section is named by, its content at reading width. */
export function PageSection({
  id,
  title,
  intro,
  children,
  background,
  color,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
  background?: string;
  color?: string;
}) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      sx={{ bgcolor: background, color, px: { xs: 2, sm: 4 }, py: { xs: 5, sm: 7 }, scrollMarginTop: 72 }}
    >
      <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
        <Typography id={`${id}-title`} variant="h2" sx={{ mb: intro ? 1 : 3 }}>
          {title}
        </Typography>
        {intro && (
          <Typography sx={{ mb: 3, opacity: 0.85 }} color={color ? undefined : 'text.secondary'}>
            {intro}
          </Typography>
        )}
        {children}
      </Box>
    </Box>
  );
}
