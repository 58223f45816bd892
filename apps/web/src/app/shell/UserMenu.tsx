import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { User } from '@parley/contracts';
import { ROUTES } from '@parley/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { logout } from '../../lib/session/logout.ts';

export const displayNameOf = (user: User): string => user.full_name || user.username;

export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const name = displayNameOf(user);
  return (
    <>
      <IconButton
        aria-label={t('userMenu.open')}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? 'user-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Avatar src={user.image ?? undefined} alt="" sx={{ width: 36, height: 36 }}>
          {name.charAt(0).toUpperCase()}
        </Avatar>
      </IconButton>
      <Menu id="user-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <ListItemText primary={name} secondary={user.email} sx={{ px: 2, py: 1 }} />
        <Divider />
        <MenuItem component={Link} to={ROUTES.profile} onClick={close}>
          {t('userMenu.profile')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          {t('userMenu.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
