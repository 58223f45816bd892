import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NavLink } from './use-primary-nav.ts';

/** The primary navigation in the header, from the tablet breakpoint up; BottomNav takes over below it. */
export function PrimaryNav({ links }: { links: readonly NavLink[] }) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('nav.label')} sx={{ display: { xs: 'none', md: 'block' }, ml: 3 }}>
      <Box component="ul" sx={{ display: 'flex', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
        {links.map(({ to, label, current }) => (
          <li key={to}>
            <Button
              component={Link}
              to={to}
              aria-current={current ? 'page' : undefined}
              color={current ? 'primary' : 'inherit'}
              sx={{
                fontWeight: current ? 700 : 500,
                borderRadius: 999,
                px: 2,
                // Not colour alone: the current area is also underlined.
                textDecoration: current ? 'underline' : 'none',
                textUnderlineOffset: 6,
                textDecorationThickness: 2,
              }}
            >
              {label}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}
