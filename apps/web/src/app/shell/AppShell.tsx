import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { meQueryOptions } from '../../entities/user/api/me-query.ts';
import { useSessionState } from '../../lib/session/session.ts';
import { Onboarding } from '../../features/onboarding/components/Onboarding.tsx';
import { CookieBanner } from '../../ui/CookieBanner.tsx';
import { CookieConsentDialog } from '../../ui/CookieConsentDialog.tsx';
import { Toaster } from '../../ui/toast/Toaster.tsx';
import { PaletteHotkey } from '../command-palette/PaletteHotkey.tsx';
import { DocumentTitle } from './DocumentTitle.tsx';
import { BottomNav } from './nav/BottomNav.tsx';
import { usePrimaryNav } from './nav/use-primary-nav.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

export function AppShell() {
  const { t } = useTranslation();
  const signedIn = Boolean(useSessionState().current);
  useQuery({ ...meQueryOptions, enabled: signedIn });
  const links = usePrimaryNav();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <DocumentTitle />
      <Link
        href="#main"
        sx={{
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 16, top: 16, zIndex: 'tooltip', bgcolor: 'background.paper', p: 1 },
        }}
      >
        {t('app.skipToContent')}
      </Link>
      <Header />
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer />
      <CookieBanner />
      {links && <BottomNav links={links} />}
      <Toaster />
      <CookieConsentDialog />
      <Onboarding />
      {signedIn && <PaletteHotkey />}
    </Box>
  );
}
