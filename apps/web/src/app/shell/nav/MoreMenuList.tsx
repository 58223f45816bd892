import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link } from 'react-router';
import type { NavLink } from './use-primary-nav.ts';

interface Props {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  links: readonly NavLink[];
}

/** The bottom bar's "More": the areas that do not fit in it, loaded on first use like the account menu. */
export function MoreMenuList({ id, anchor, onClose, links }: Props) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      {links.map(({ to, label, icon: Icon, current }) => (
        <MenuItem
          key={to}
          component={Link}
          to={to}
          onClick={onClose}
          selected={current}
          aria-current={current ? 'page' : undefined}
          sx={{ fontWeight: current ? 700 : 400 }}
        >
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText disableTypography>{label}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
