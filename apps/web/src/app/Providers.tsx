import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client.ts';
import { useKidsMode } from '../lib/browser-storage/kids-mode.ts';
import { STORAGE_KEYS } from '../lib/browser-storage/local-store.ts';
import { kidsTheme, theme } from '../ui/theme/theme.ts';

export function Providers({ children }: { children: ReactNode }) {
  const kids = useKidsMode();
  return (
    <ThemeProvider
      theme={kids ? kidsTheme : theme}
      defaultMode="system"
      modeStorageKey={STORAGE_KEYS.theme}
      disableTransitionOnChange
    >
      <CssBaseline enableColorScheme />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ThemeProvider>
  );
}
