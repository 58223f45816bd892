import { lazy } from 'react';

// The dialogs load on first open: the pages they sit on (the dashboard's first page among them) stay light.
export const LazyEventFormDialog = lazy(() => import('./EventFormDialog.tsx').then((m) => ({ default: m.EventFormDialog })));
export const LazyHowItWorksDialog = lazy(() => import('./HowItWorksDialog.tsx').then((m) => ({ default: m.HowItWorksDialog })));
