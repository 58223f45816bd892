import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { PageSkeleton } from '../../../ui/PageSkeleton.tsx';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { updateCompany, useCompanyDashboard, useDashboardChange } from '../api/company.ts';
import { DetailsForm } from './DetailsForm.tsx';
import { MembersPanel } from './MembersPanel.tsx';
import { QuestionsPanel } from './QuestionsPanel.tsx';
import { SeatsPanel } from './SeatsPanel.tsx';
import { TeamProgressPanel } from './TeamProgressPanel.tsx';
import { VideosPanel } from './VideosPanel.tsx';
import '../texts.ts';

const TABS = ['members', 'seats', 'progress', 'questions', 'videos', 'detailsTab'] as const;
type TabName = (typeof TABS)[number];

/** /company/account for an administrator (spec §2; issue 22's administrator dashboard): one tab per job. */
export function AdminDashboard() {
  const { t } = useTranslation();
  // Back from the Team checkout: the seats tab, refreshed until the provider's event has brought the subscription.
  const [search] = useSearchParams();
  const fromCheckout = search.get('checkout') === 'success';
  const [tab, setTab] = useState<TabName>(fromCheckout ? 'seats' : 'members');
  const dashboard = useCompanyDashboard(true, (d) => fromCheckout && d?.subscription === null);
  const save = useDashboardChange(updateCompany, () => showToast(t('company.details.saved'), 'success'));
  if (dashboard.isPending) return <PageSkeleton />;
  if (dashboard.isError) return <ErrorAlert error={dashboard.error} />;
  const data = dashboard.data;
  const panels: Record<TabName, ReactNode> = {
    members: <MembersPanel dashboard={data} />,
    seats: <SeatsPanel dashboard={data} arriving={fromCheckout} />,
    progress: <TeamProgressPanel />,
    questions: <QuestionsPanel />,
    videos: <VideosPanel />,
    detailsTab: (
      <DetailsForm
        initial={{ name: data.name, billing_email: data.billing_email, logo: data.logo }}
        submitLabel={t('company.details.save')}
        busy={save.isPending}
        onSubmit={(body) => save.mutateAsync(body)}
      />
    ),
  };
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_e, next: TabName) => setTab(next)}
        aria-label={t('company.account.tabs')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3 }}
      >
        {TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`company.account.${name}`)}
            id={`company-tab-${name}`}
            aria-controls="company-panel"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="company-panel" aria-labelledby={`company-tab-${tab}`}>
        {panels[tab]}
      </Box>
    </>
  );
}
