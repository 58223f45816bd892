import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { ROUTES } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { FeedbackMenuItem } from '../../features/onboarding/components/FeedbackMenuItem.tsx';
import { logout } from '../../lib/session/logout.ts';

interface Props {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  name: string;
  email: string | null;
  /** Administrators and Team members reach their organisation's page from here. */
  organisation: boolean;
  /** Members with the admin role reach the admin console from here (the server checks the role on every call). */
  admin: boolean;
}

/** The account menu's list under the avatar, loaded on first use. */
export function UserMenuList({ id, anchor, onClose, name, email, organisation, admin }: Props) {
  const { t } = useTranslation();
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      <ListItemText primary={name} secondary={email} sx={{ px: 2, py: 1 }} />
      <Divider />
      <MenuItem component={Link} to={ROUTES.profile} onClick={onClose}>
        {t('userMenu.profile')}
      </MenuItem>
      <MenuItem component={Link} to={generatePath(ROUTES.profileSub, { section: 'personal-information' })} onClick={onClose}>
        {t('userMenu.settings')}
      </MenuItem>
      {organisation && (
        <MenuItem component={Link} to={ROUTES.companyAccount} onClick={onClose}>
          {t('userMenu.organisation')}
        </MenuItem>
      )}
      {admin && (
        <MenuItem component={Link} to={ROUTES.admin} onClick={onClose}>
          {t('titles.admin')}
        </MenuItem>
      )}
      <MenuItem component={Link} to={generatePath(ROUTES.profileSub, { section: 'invite-your-friends' })} onClick={onClose}>
        {t('userMenu.invite')}
      </MenuItem>
      <MenuItem component={Link} to={generatePath(ROUTES.profileSub, { section: 'affliation-offers' })} onClick={onClose}>
        {t('userMenu.affiliates')}
      </MenuItem>
      <FeedbackMenuItem onOpen={onClose} />
      <MenuItem
        onClick={() => {
          onClose();
          void logout();
        }}
      >
        {t('userMenu.logout')}
      </MenuItem>
    </Menu>
  );
}
