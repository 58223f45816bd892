import type { TFunction } from 'i18next';
import type { PageTitle } from '../route-spec.ts';

/** What routes.tsx puts in a route's `handle` for the document title to read. */
export interface TitleHandle {
  title: PageTitle;
}

const isTitled = (handle: unknown): handle is TitleHandle => typeof handle === 'object' && handle !== null && 'title' in handle;

/**
 * "Events · Parley": the name the page gave itself (usePageName), else the title of the deepest matched route that
 * has one, else the app's name alone. The app keeps it current (DocumentTitle); the prerender writes it into the page.
 */
export function documentTitle(t: TFunction, handles: unknown[], named: string | null = null): string {
  const handle = handles.findLast(isTitled);
  const page = named ?? (handle ? t(`titles.${handle.title}`) : null);
  return page ? t('app.pageTitle', { page }) : t('app.name');
}
