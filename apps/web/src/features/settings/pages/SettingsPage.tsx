import Box from '@mui/material/Box';
import { HOMEPAGE_SECTIONS, type HomepageSection, type User } from '@parley/contracts';
import { useQuery } from '@tanstack/react-query';
import { createElement, type ComponentType } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { meQueryOptions } from '../../../entities/user/api/me-query.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { PageSkeleton } from '../../../ui/PageSkeleton.tsx';
import { SettingsMenu } from '../components/SettingsMenu.tsx';
import { isSettingsSection, type SettingsSection } from '../lib/sections.ts';
import { GeneralSettingsSection } from '../sections/GeneralSettingsSection.tsx';
import { GroupSettingsSection } from '../sections/GroupSettingsSection.tsx';
import { InviteFriendsSection } from '../sections/InviteFriendsSection.tsx';
import { LanguagesSection } from '../sections/LanguagesSection.tsx';
import { NotificationsSection } from '../sections/NotificationsSection.tsx';
import { PersonalInformationSection } from '../sections/PersonalInformationSection.tsx';
import { PreferredAccentSection } from '../sections/PreferredAccentSection.tsx';
import { SubscriptionSection } from '../sections/SubscriptionSection.tsx';

type SectionPage = ComponentType<{ user: User }>;

const SECTIONS: Record<SettingsSection, SectionPage> = {
  'personal-information': PersonalInformationSection,
  subscription: SubscriptionSection,
  settings: GeneralSettingsSection,
  notification: NotificationsSection,
  'group-settings': GroupSettingsSection,
  languages: LanguagesSection,
  'preferred-accent': PreferredAccentSection,
  'invite-your-friends': InviteFriendsSection,
};

/** Profile sub-pages that are not built (or are another feature's, which the app checks first) show the not-found page. */
export function settingsLoader({ params }: LoaderFunctionArgs) {
  if (!isSettingsSection(params.section)) throw new Response('Not Found', { status: 404 });
  return null;
}

/**
 * /profile/{section}: the settings side menu beside the chosen page; stacked on small screens. The teacher's homepage
 * pages come from the storefront, which the app hands in with the homepage url.
 */
export function SettingsPage({
  homepageSections = {},
  homepageUrl = null,
}: {
  homepageSections?: Partial<Record<HomepageSection, SectionPage>>;
  homepageUrl?: string | null;
}) {
  const { section } = useParams();
  // Each page edits the server's current copy of the user, so it is fetched again on every visit.
  const me = useQuery({ ...meQueryOptions, refetchOnMount: 'always' });
  const current = isSettingsSection(section) ? section : HOMEPAGE_SECTIONS.find((s) => s === section);
  const page = isSettingsSection(current) ? SECTIONS[current] : current && homepageSections[current];
  if (!current || !page) return null;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        p: { xs: 2, sm: 3 },
        maxWidth: 1200,
        mx: 'auto',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      {me.data && (
        <SettingsMenu
          status={me.data.status}
          current={current}
          homepageUrl={homepageUrl}
          approvalPending={me.data.teacher_approval_pending}
        />
      )}
      <Box sx={{ maxWidth: 720, minWidth: 0 }}>
        {me.isPending ? (
          <PageSkeleton />
        ) : me.data ? (
          createElement(page, { key: current, user: me.data })
        ) : (
          <ErrorAlert error={me.error} />
        )}
      </Box>
    </Box>
  );
}
