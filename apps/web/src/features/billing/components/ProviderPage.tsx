import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SandboxNotice } from './SandboxNotice.tsx';

/** The frame of the sandbox provider's pages: a title and the no-real-money notice above the content. */
export function ProviderPage({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      <SandboxNotice hint={hint} />
      {children}
    </Container>
  );
}
