import BrightnessMediumIcon from '@mui/icons-material/BrightnessMedium';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyMenu } from './menu/use-lazy-menu.ts';

const MENU_ID = 'theme-menu';
const loadMenu = () => import('./ThemeMenu.tsx');
const ThemeMenu = lazy(() => loadMenu().then((module) => ({ default: module.ThemeMenu })));

/** Browser, light or dark; MUI keeps the choice in localStorage under the provider's key. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const menu = useLazyMenu(MENU_ID, loadMenu);
  return (
    <>
      <IconButton aria-label={t('theme.label')} color="inherit" {...menu.buttonProps}>
        <BrightnessMediumIcon />
      </IconButton>
      {menu.wanted && (
        <Suspense fallback={null}>
          <ThemeMenu id={MENU_ID} anchor={menu.anchor} onClose={menu.close} />
        </Suspense>
      )}
    </>
  );
}
