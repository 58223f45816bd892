import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { usePageNameOverride } from '../../lib/page-title/page-title.ts';
import { documentTitle } from './document-title.ts';

/** Keeps the document title on the page shown ("Events · Parley"). */
export function DocumentTitle() {
  const { t } = useTranslation();
  const handles = useMatches().map((match) => match.handle);
  const title = documentTitle(t, handles, usePageNameOverride());
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
