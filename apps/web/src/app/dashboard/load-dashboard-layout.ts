/**
 * The dashboard's frame (welcome card, next event, goals) as a route's lazy part: only signed-in pages use it, so the
 * public pages do not load the events and onboarding code it brings. The page preloader starts it beside the page.
 */
export const loadDashboardLayout = () =>
  import('./DashboardLayout.tsx').then((module) => ({ Component: module.DashboardLayout }));
