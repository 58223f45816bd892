import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { HOMEPAGE_SECTIONS, ROUTES, type HomepageSection, type UserStatus } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { menuSectionsFor, type SettingsSection } from '../lib/sections.ts';
import '../texts.ts';

export const sectionPath = (section: string) => generatePath(ROUTES.profileSub, { section });

// Below the tablet breakpoint the entries sit in one row that scrolls sideways, so the page stays in view.
const listSx = {
  display: { xs: 'flex', md: 'block' },
  overflowX: { xs: 'auto', md: 'visible' },
  gap: { xs: 1, md: 0 },
  py: 0,
  '& .MuiListItemButton-root': { borderRadius: 2, flex: { xs: '0 0 auto', md: 'initial' } },
  '& .MuiListSubheader-root': { display: { xs: 'none', md: 'block' }, bgcolor: 'transparent' },
} as const;

/** The spec's settings side menu: everyone's entries, then the students' or the teachers' own. */
export function SettingsMenu({
  status,
  current,
  homepageUrl,
  approvalPending = false,
}: {
  status: UserStatus;
  current: SettingsSection | HomepageSection;
  homepageUrl: string | null;
  /** A teacher candidate: an admin has not approved them yet (ADR 0070). */
  approvalPending?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('settings.menu.label')}>
      {/* Links, not list items: a plain container keeps the markup valid (no <a> directly inside <ul>). */}
      <List component="div" sx={listSx}>
        {menuSectionsFor(status).map((section) => (
          <ListItemButton
            key={section}
            component={Link}
            to={sectionPath(section)}
            selected={section === current}
            aria-current={section === current ? 'page' : undefined}
          >
            <ListItemText primary={t(`settings.menu.${section}`)} />
          </ListItemButton>
        ))}
        {status === 'STUDENT' ? (
          // A student's public profile page is not built yet; the spec shows the entry disabled.
          <ListItemButton disabled>
            <ListItemText primary={t('settings.menu.viewProfile')} />
          </ListItemButton>
        ) : (
          <>
            <ListSubheader component="div">{t('settings.menu.myHomepage')}</ListSubheader>
            {approvalPending && (
              <Typography variant="body2" color="text.secondary" role="note" sx={{ px: 2, pb: 1, flex: '0 0 auto' }}>
                {t('settings.menu.approvalPending')}
              </Typography>
            )}
            {HOMEPAGE_SECTIONS.map((section, index) => (
              // The first page claims the url; the others edit a homepage, so they wait for one.
              <ListItemButton
                key={section}
                disabled={index > 0 && !homepageUrl}
                component={Link}
                to={sectionPath(section)}
                selected={section === current}
                aria-current={section === current ? 'page' : undefined}
              >
                <ListItemText primary={t(`settings.menu.${section}`)} />
              </ListItemButton>
            ))}
            <Button
              variant="outlined"
              startIcon={<OpenInNewIcon />}
              disabled={!homepageUrl}
              component={Link}
              to={`/${homepageUrl ?? ''}`}
              sx={{ m: { xs: 0, md: 2 }, flex: '0 0 auto' }}
            >
              {t('settings.menu.goToHomepage')}
            </Button>
          </>
        )}
      </List>
    </nav>
  );
}
