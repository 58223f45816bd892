import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * Up to six tiles: one column for one person, two for two to four, three beyond (DESIGN.md); one column beside a
 * board, where the board is what the room looks at.
 */
export function TileGrid({ count, beside = false, children }: { count: number; beside?: boolean; children: ReactNode }) {
  const columns = beside || count <= 1 ? 1 : count <= 4 ? 2 : 3;
  return (
    <Box
      sx={{
        flexGrow: beside ? 0 : 1,
        flexShrink: 0,
        display: 'grid',
        gap: 1.5,
        p: 1.5,
        alignContent: beside ? 'start' : 'center',
        gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` },
        maxWidth: beside ? undefined : count <= 1 ? 720 : 1200,
        mx: 'auto',
        width: beside ? { xs: '100%', md: 300 } : '100%',
        overflowY: 'auto',
      }}
    >
      {children}
    </Box>
  );
}
