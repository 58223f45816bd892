/**
 * The learner's progress pages, each in its own chunk, by route name. The route table, which every page downloads,
 * names only this small module; the chunks each page needs are listed here, downloaded on the way to one of them (the
 * /events budget, ADR 0037).
 */
export const home = () => import('../../features/progress/pages/ProgressPage.tsx').then((m) => ({ Component: m.ProgressPage }));
export const dashboardSummary = () =>
  import('../../features/progress/pages/SummariesPage.tsx').then((m) => ({ Component: m.SummariesPage }));
export const bubble = () => import('../../features/social/pages/BubblePage.tsx').then((m) => ({ Component: m.BubblePage }));
