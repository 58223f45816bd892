import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NavLink } from './use-primary-nav.ts';

/** Height of the bar, kept free at the end of the page (so it never covers the footer) and under toasts. */
const BAR_HEIGHT = 64;

/** The primary navigation as a bar at the bottom of phones and small tablets (DESIGN.md: a bottom bar). */
export function BottomNav({ links }: { links: readonly NavLink[] }) {
  const { t } = useTranslation();
  const current = links.findIndex((link) => link.current);
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
        <BottomNavigation value={current} showLabels sx={{ height: BAR_HEIGHT }}>
          {links.map(({ to, label, icon: Icon, current: isCurrent }) => (
            <BottomNavigationAction
              key={to}
              component={Link}
              to={to}
              label={label}
              icon={<Icon />}
              aria-current={isCurrent ? 'page' : undefined}
              sx={{
                minWidth: 0,
                px: 0.5,
                '& .MuiBottomNavigationAction-label': { fontSize: '0.75rem', whiteSpace: 'nowrap' },
                // Not colour alone: the current area's label is bold too.
                '&.Mui-selected .MuiBottomNavigationAction-label': { fontWeight: 700 },
              }}
            />
          ))}
        </BottomNavigation>
      </Paper>
    </Box>
  );
}
