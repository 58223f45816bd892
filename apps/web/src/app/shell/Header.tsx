import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigation } from 'react-router';
import { useUser } from '../../lib/session/session.ts';
import { ThemeSwitch } from '../../ui/ThemeSwitch.tsx';
import { PrimaryNav } from './nav/PrimaryNav.tsx';
import { usePrimaryNav } from './nav/use-primary-nav.ts';
import { UserMenu } from './UserMenu.tsx';

// Shown only while moving between pages, so it loads with the first move instead of with every page (ADR 0037).
const NavigationBar = lazy(() => import('./NavigationBar.tsx').then((m) => ({ default: m.NavigationBar })));
// Loaded after the page: the header's first download has no room for it, and the count can come a moment later.
const NotificationBell = lazy(() =>
  import('../../features/notifications/components/NotificationBell.tsx').then((m) => ({ default: m.NotificationBell })),
);

export function Header() {
  const { t } = useTranslation();
  const user = useUser();
  const navigating = useNavigation().state !== 'idle';
  const links = usePrimaryNav();
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1 }}>
        <Link
          component={RouterLink}
          to="/"
          aria-label={t('app.home')}
          data-tour="home"
          underline="none"
          sx={{ fontWeight: 800, fontSize: '1.375rem', color: 'primary.main' }}
        >
          {t('app.name')}
        </Link>
        {links && <PrimaryNav links={links} />}
        <Box sx={{ flexGrow: 1 }} />
        <ThemeSwitch />
        {user && !user.is_guest && (
          <Suspense fallback={<Box sx={{ width: 40 }} />}>
            <NotificationBell userId={user.id} />
          </Suspense>
        )}
        {user && <UserMenu user={user} />}
      </Toolbar>
      {navigating && (
        <Suspense fallback={null}>
          <NavigationBar label={t('app.loading')} />
        </Suspense>
      )}
    </AppBar>
  );
}
