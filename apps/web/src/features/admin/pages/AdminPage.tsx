import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ROUTES } from '@parley/contracts';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link, Navigate, useParams } from 'react-router';
import { getSession } from '../../../lib/session/session.ts';
import { SectionHeader } from '../../../ui/SectionHeader.tsx';
import { AuditSection } from '../components/AuditSection.tsx';
import { EventsSection } from '../components/EventsSection.tsx';
import { PaymentsSection } from '../components/PaymentsSection.tsx';
import { ReportsSection } from '../components/ReportsSection.tsx';
import { TeachersSection } from '../components/TeachersSection.tsx';
import { UsersSection } from '../components/UsersSection.tsx';
import '../texts.ts';

const SECTIONS = {
  users: UsersSection,
  teachers: TeachersSection,
  reports: ReportsSection,
  events: EventsSection,
  payments: PaymentsSection,
  audit: AuditSection,
} satisfies Record<string, ComponentType>;
type Section = keyof typeof SECTIONS;
const isSection = (s: string): s is Section => s in SECTIONS;

/** The console does not admit it exists to a member without the admin role (the API answers them 403 anyway). */
export function adminLoader() {
  if (!getSession()?.user.roles.includes('admin')) throw new Response('Not Found', { status: 404 });
  return null;
}

/** /admin and /admin/{section}: the console's sections as tabs that are links, so each has its own address. */
export function AdminPage() {
  const { t } = useTranslation();
  const { section = 'users' } = useParams();
  if (!isSection(section)) return <Navigate to={ROUTES.admin} replace />;
  const Current = SECTIONS[section];
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <SectionHeader title={t('admin.title')} help={t('admin.intro')} />
      <Box component="nav" aria-label={t('admin.sections.label')} sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs value={section} variant="scrollable" allowScrollButtonsMobile>
          {(Object.keys(SECTIONS) as Section[]).map((s) => (
            <Tab
              key={s}
              value={s}
              label={t(`admin.sections.${s}`)}
              component={Link}
              to={generatePath(ROUTES.adminSection, { section: s })}
              aria-current={s === section ? 'page' : undefined}
            />
          ))}
          {/* Coupons are the coupons feature's own page (ADR 0071), reached from here. */}
          <Tab value="coupons" label={t('admin.sections.coupons')} component={Link} to={ROUTES.adminCoupons} />
          {/* Affiliate commissions are the affiliates feature's own page (ADR 0076). */}
          <Tab value="affiliates" label={t('admin.sections.affiliates')} component={Link} to={ROUTES.adminAffiliates} />
          {/* Campaign codes are the campaigns feature's own page (ADR 0075). */}
          <Tab value="campaigns" label={t('admin.sections.campaigns')} component={Link} to={ROUTES.adminCampaigns} />
        </Tabs>
      </Box>
      <Current />
    </Container>
  );
}
