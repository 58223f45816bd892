import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLazyMenu } from '../../../ui/menu/use-lazy-menu.ts';
import type { NavLink } from './use-primary-nav.ts';

/** Height of the bar, kept free at the end of the page (so it never covers the footer) and under toasts. */
const BAR_HEIGHT = 64;
/** Entries that fit side by side at 390 px (ADR 0040); beyond them the last place is "More", holding the rest. */
const BAR_SLOTS = 5;
const MORE_ID = 'more-menu';
const loadMore = () => import('./MoreMenuList.tsx');
const MoreMenuList = lazy(() => loadMore().then((module) => ({ default: module.MoreMenuList })));

const ACTION_SX = {
  minWidth: 0,
  px: 0.5,
  '& .MuiBottomNavigationAction-label': { fontSize: '0.75rem', whiteSpace: 'nowrap' },
  // Not colour alone: the current area's label is bold too.
  '&.Mui-selected .MuiBottomNavigationAction-label': { fontWeight: 700 },
} as const;

/** The primary navigation as a bar at the bottom of phones and small tablets (DESIGN.md: a bottom bar). */
export function BottomNav({ links }: { links: readonly NavLink[] }) {
  const { t } = useTranslation();
  const more = useLazyMenu(MORE_ID, loadMore);
  const overflow = links.length > BAR_SLOTS;
  const shown = overflow ? links.slice(0, BAR_SLOTS - 1) : links;
  const rest = overflow ? links.slice(BAR_SLOTS - 1) : [];
  const current = links.findIndex((link) => link.current);
  // An area inside "More" marks "More" as the current place.
  const selected = Math.min(current, shown.length);
  return (
    <Box sx={{ display: { xs: 'block', md: 'none' }, height: 'var(--bottom-bar-height)' }}>
      {/* Toasts read it to stay above the bar. */}
      <GlobalStyles
        styles={(theme) => ({
          [theme.breakpoints.down('md')]: {
            ':root': { '--bottom-bar-height': `calc(${BAR_HEIGHT}px + env(safe-area-inset-bottom))` },
          },
        })}
      />
      <Paper
        component="nav"
        aria-label={t('nav.label')}
        elevation={3}
        square
        sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 'appBar', pb: 'env(safe-area-inset-bottom)' }}
      >
        <BottomNavigation value={selected} showLabels sx={{ height: BAR_HEIGHT }}>
          {shown.map(({ to, label, icon: Icon, current: isCurrent }) => (
            <BottomNavigationAction
              key={to}
              component={Link}
              to={to}
              label={label}
              icon={<Icon />}
              aria-current={isCurrent ? 'page' : undefined}
              sx={ACTION_SX}
            />
          ))}
          {overflow && (
            <BottomNavigationAction label={t('nav.more')} icon={<MoreHorizIcon />} sx={ACTION_SX} {...more.buttonProps} />
          )}
        </BottomNavigation>
        {more.wanted && (
          <Suspense fallback={null}>
            <MoreMenuList id={MORE_ID} anchor={more.anchor} onClose={more.close} links={rest} />
          </Suspense>
        )}
      </Paper>
    </Box>
  );
}
