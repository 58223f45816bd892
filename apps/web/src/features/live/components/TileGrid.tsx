import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Up to six tiles: one column for one person, two for two to four, three beyond (DESIGN.md). */
export function TileGrid({ count, children }: { count: number; children: ReactNode }) {
  const columns = count <= 1 ? 1 : count <= 4 ? 2 : 3;
  return (
    <Box
      sx={{
        flexGrow: 1,
        display: 'grid',
        gap: 1.5,
        p: 1.5,
        alignContent: 'center',
        gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` },
        maxWidth: count <= 1 ? 720 : 1200,
        mx: 'auto',
        width: '100%',
        overflowY: 'auto',
      }}
    >
      {children}
    </Box>
  );
}
