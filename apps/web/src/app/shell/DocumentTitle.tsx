import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { usePageNameOverride } from '../../lib/page-title/page-title.ts';
import type { PageTitle } from '../route-table.ts';

/** What routes.tsx puts in a route's `handle` for this component to read. */
export interface TitleHandle {
  title: PageTitle;
}

const isTitled = (handle: unknown): handle is TitleHandle => typeof handle === 'object' && handle !== null && 'title' in handle;

/**
 * Keeps the document title on the page shown ("Events · Parley"): the name the page gave itself (usePageName), else
 * its route's title from the route table, else the app's name alone.
 */
export function DocumentTitle() {
  const { t } = useTranslation();
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isTitled);
  const named = usePageNameOverride();
  const page = named ?? (handle ? t(`titles.${handle.title}`) : null);
  const title = page ? t('app.pageTitle', { page }) : t('app.name');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
