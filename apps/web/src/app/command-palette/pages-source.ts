import { ROUTES, type RouteName, type User } from '@parley/contracts';
import type { TFunction } from 'i18next';
import type { PaletteItem, PaletteSource } from '../../ui/command-palette/palette-source.ts';
import { ROUTE_TABLE } from '../route-table.ts';
import './texts.ts';

/** Steps of a flow, which are reached from it (a checkout, its answer), not places to go to. */
const FLOW_STEPS: readonly RouteName[] = ['payment', 'paymentConnect', 'checkoutSuccess', 'subscription', 'live'];

/**
 * The signed-in app's pages at a fixed path (and pricing), named by their document titles (route-table.ts), so a
 * page that gets its page and title there is in the palette with nothing more to do.
 */
function pagesFor(t: TFunction, user: User): PaletteItem[] {
  const seen = new Set<string>();
  return (Object.entries(ROUTE_TABLE) as [RouteName, (typeof ROUTE_TABLE)[RouteName]][]).flatMap(([name, spec]) => {
    const path: string = ROUTES[name];
    const open = spec.access === 'protected' || name === 'pricing';
    const forUser = !spec.roles || spec.roles.includes(user.status);
    if (!spec.page || !open || !forUser || path.includes(':') || FLOW_STEPS.includes(name)) return [];
    const label = t(`titles.${spec.title}`);
    // Two routes with one title (log in, slogin) would be the same line twice.
    if (seen.has(label)) return [];
    seen.add(label);
    return [{ id: name, label, detail: path, target: { path } }];
  });
}

export function pagesSource(t: TFunction, user: User): PaletteSource {
  const pages = pagesFor(t, user);
  return {
    id: 'pages',
    heading: t('palette.pages'),
    search: async (query) => {
      const q = query.toLowerCase();
      return pages.filter((p) => p.label.toLowerCase().includes(q) || p.detail!.toLowerCase().includes(q)).slice(0, 8);
    },
  };
}
