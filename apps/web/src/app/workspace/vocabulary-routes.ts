import type { RouteName } from '@parley/contracts';
import type { RouteSpec } from '../route-spec.ts';

const vocabularyPage = (name: 'dashboardVocabulary' | 'dashboardQuizVocabulary') => () =>
  import('./vocabulary-pages.ts').then((m) => m[name]());

/** The vocabulary and its quiz, loaded through one small module (vocabulary-pages.ts). */
export const vocabularyRoutes = {
  dashboardQuizVocabulary: {
    access: 'protected',
    dashboard: true,
    title: 'dashboardQuizVocabulary',
    page: vocabularyPage('dashboardQuizVocabulary'),
  },
  dashboardVocabulary: {
    access: 'protected',
    dashboard: true,
    title: 'dashboardVocabulary',
    page: vocabularyPage('dashboardVocabulary'),
  },
} satisfies Partial<Record<RouteName, RouteSpec>>;
