import { lazy } from 'react';

// Onboarding is mounted on every page but shows something to few visits: its dialogs and the tour (with Popper) load
// when one is first shown, so no page's first download carries them.
export const LazyRequiredModulesDialog = lazy(() =>
  import('./RequiredModulesDialog.tsx').then((m) => ({ default: m.RequiredModulesDialog })),
);
export const LazyGoalsQuestionnaireDialog = lazy(() =>
  import('./GoalsQuestionnaireDialog.tsx').then((m) => ({ default: m.GoalsQuestionnaireDialog })),
);
export const LazyExitSurveyDialog = lazy(() => import('./ExitSurveyDialog.tsx').then((m) => ({ default: m.ExitSurveyDialog })));
export const LazyProductTour = lazy(() => import('./ProductTour.tsx').then((m) => ({ default: m.ProductTour })));
export const LazyGiftDialog = lazy(() => import('./GiftDialog.tsx').then((m) => ({ default: m.GiftDialog })));
