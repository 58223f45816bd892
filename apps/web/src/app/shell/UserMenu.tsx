import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { ROUTES, type User } from '@parley/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { FeedbackMenuItem } from '../../features/onboarding/components/FeedbackMenuItem.tsx';
import { greetingName } from '../../entities/user/lib/greeting-name.ts';
import { logout } from '../../lib/session/logout.ts';
import { UserAvatar } from '../../ui/UserAvatar.tsx';

export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const name = greetingName(user);
  return (
    <>
      <IconButton
        aria-label={t('userMenu.open')}
        aria-haspopup="menu"
        data-tour="user-menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? 'user-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <UserAvatar name={name} image={user.image} size={36} />
      </IconButton>
      <Menu id="user-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <ListItemText primary={name} secondary={user.email} sx={{ px: 2, py: 1 }} />
        <Divider />
        <MenuItem component={Link} to={ROUTES.profile} onClick={close}>
          {t('userMenu.profile')}
        </MenuItem>
        <MenuItem component={Link} to={generatePath(ROUTES.profileSub, { section: 'personal-information' })} onClick={close}>
          {t('userMenu.settings')}
        </MenuItem>
        <FeedbackMenuItem onOpen={close} />
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
