import IconButton from '@mui/material/IconButton';
import type { User } from '@parley/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { greetingName } from '../../entities/user/lib/greeting-name.ts';
import { useLazyMenu } from '../../ui/menu/use-lazy-menu.ts';
import { UserAvatar } from '../../ui/UserAvatar.tsx';

const MENU_ID = 'user-menu';
const loadList = () => import('./UserMenuList.tsx');
const UserMenuList = lazy(() => loadList().then((module) => ({ default: module.UserMenuList })));

export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const menu = useLazyMenu(MENU_ID, loadList);
  const name = greetingName(user);
  return (
    <>
      <IconButton aria-label={t('userMenu.open')} data-tour="user-menu" {...menu.buttonProps}>
        <UserAvatar name={name} image={user.image} size={36} />
      </IconButton>
      {menu.wanted && (
        <Suspense fallback={null}>
          <UserMenuList
            id={MENU_ID}
            anchor={menu.anchor}
            onClose={menu.close}
            name={name}
            email={user.email}
            organisation={user.is_company || user.plan === 'team'}
            admin={user.roles.includes('admin')}
          />
        </Suspense>
      )}
    </>
  );
}
