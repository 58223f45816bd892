import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import NoteAltOutlinedIcon from '@mui/icons-material/NoteAltOutlined';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { ROUTES } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

const LINKS = [
  { to: ROUTES.dashboardNotes, title: 'dashboardNotes', icon: NoteAltOutlinedIcon },
  { to: ROUTES.dashboardDocuments, title: 'dashboardDocuments', icon: DescriptionOutlinedIcon },
] as const;

/**
 * The learner's workspace pages, which the primary navigation has no room for (ADR 0040 holds it to seven areas);
 * named by their page titles, so they cost the shell no text of their own.
 */
export function WorkspaceLinks() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Card>
      <List dense disablePadding>
        {LINKS.map(({ to, title, icon: Icon }) => (
          <ListItem key={to} disablePadding>
            <ListItemButton
              component={Link}
              to={to}
              selected={pathname === to}
              aria-current={pathname === to ? 'page' : undefined}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={t(`titles.${title}`)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}
