import type { SvgIconComponent } from '@mui/icons-material';
import { ROUTES } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router';
import { useUser } from '../../../lib/session/session.ts';
import { NAV_ENTRIES } from './nav-entries.ts';

export interface NavLink {
  to: string;
  label: string;
  icon: SvgIconComponent;
  current: boolean;
}

/** The primary navigation's links for the signed-in person, the current area marked; null when signed out. */
export function usePrimaryNav(): NavLink[] | null {
  const { t } = useTranslation();
  const user = useUser();
  const { pathname } = useLocation();
  if (!user) return null;
  const teacher = user.status === 'TEACHER';
  return NAV_ENTRIES.map((entry) => ({
    to: ROUTES[entry.routes[0]],
    label: t(`nav.${teacher && entry.teacherLabel ? entry.teacherLabel : entry.label}`),
    icon: entry.icon,
    current: entry.routes.some((route) => matchPath(ROUTES[route], pathname) !== null),
  }));
}
