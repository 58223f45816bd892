import { HOMEPAGE_SECTIONS } from '@parley/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { SettingsPage, settingsLoader } from '../../features/settings/pages/SettingsPage.tsx';
import { useMyHomepage } from '../../features/storefront/api/my-homepage.ts';
import { HOMEPAGE_SECTION_PAGES } from '../../features/storefront/sections/homepage-sections.ts';
import { getSession, useUser } from '../../lib/session/session.ts';
import { AffiliationOffersPage } from './AffiliationOffersPage.tsx';

const AFFILIATION_SECTION = 'affliation-offers';
const PAGES = { ...HOMEPAGE_SECTION_PAGES, [AFFILIATION_SECTION]: AffiliationOffersPage };

/** The homepage pages are a teacher's: anyone else gets the not-found page, as for a page that does not exist. */
export function profileSubLoader(args: LoaderFunctionArgs) {
  // Affiliation and offers: the affiliate program is every member's (a partner need not teach), offers a teacher's.
  if (args.params.section === AFFILIATION_SECTION) return null;
  if (HOMEPAGE_SECTIONS.some((section) => section === args.params.section)) {
    if (getSession()?.user.status !== 'TEACHER') throw new Response('Not Found', { status: 404 });
    return null;
  }
  return settingsLoader(args);
}

/** /profile/{section}: the settings pages, with the storefront's pages and homepage url for teachers. */
export function ProfileSubPage() {
  const teacher = useUser()?.status === 'TEACHER';
  const homepage = useMyHomepage(teacher);
  return <SettingsPage homepageSections={PAGES} homepageUrl={homepage.data?.url ?? null} />;
}
