import { loadDashboardLayout } from './dashboard/load-dashboard-layout.ts';
import { routeAt } from './route-at.ts';
import { ROUTE_TABLE } from './route-table.ts';

/**
 * A second entry of the build, before the app's in index.html: it starts loading the page being opened (its module
 * and, through Vite's preload helper, the chunks that module imports) while the app's own chunks download, instead
 * of after the app has run. The router then finds the module already loaded.
 */
const name = routeAt(location.pathname);
// A page that fails to load here fails again in the router, which shows it; nothing to say twice.
if (name) {
  ROUTE_TABLE[name].page?.().catch(() => undefined);
  if (ROUTE_TABLE[name].dashboard) loadDashboardLayout().catch(() => undefined);
}
