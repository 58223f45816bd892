import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ROUTES } from '@parley/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { SectionHeader } from '../../../ui/SectionHeader.tsx';
import '../texts.ts';

/** The console's own sections (this feature's page) first, then the pages other features own under /admin. */
export const CONSOLE_SECTIONS = ['users', 'teachers', 'reports', 'events', 'payments', 'audit'] as const;
const FEATURE_PAGES = [
  ['coupons', ROUTES.adminCoupons],
  ['affiliates', ROUTES.adminAffiliates],
  ['campaigns', ROUTES.adminCampaigns],
] as const;
export type ConsoleSection = (typeof CONSOLE_SECTIONS)[number] | (typeof FEATURE_PAGES)[number][0];

/**
 * The admin console's frame: its title and the sections as tabs that are links, around whichever section is open.
 * Coupons, affiliates and campaigns are their features' own pages (ADRs 0071, 0075, 0076) and sit in the same frame,
 * so an admin moves between every section without leaving the console.
 */
export function AdminConsole({ current, children }: { current: ConsoleSection; children: ReactNode }) {
  const { t } = useTranslation();
  const tabs: [ConsoleSection, string][] = [
    ...CONSOLE_SECTIONS.map((s): [ConsoleSection, string] => [s, generatePath(ROUTES.adminSection, { section: s })]),
    ...FEATURE_PAGES.map(([s, to]): [ConsoleSection, string] => [s, to]),
  ];
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <SectionHeader title={t('admin.title')} help={t('admin.intro')} />
      <Box component="nav" aria-label={t('admin.sections.label')} sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs value={current} variant="scrollable" allowScrollButtonsMobile>
          {tabs.map(([s, to]) => (
            <Tab
              key={s}
              value={s}
              label={t(`admin.sections.${s}`)}
              component={Link}
              to={to}
              aria-current={s === current ? 'page' : undefined}
            />
          ))}
        </Tabs>
      </Box>
      {children}
    </Container>
  );
}
