import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminConsole } from '../../admin/public.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { PageSkeleton } from '../../../ui/PageSkeleton.tsx';
import { campaignsQueryOptions } from '../api/campaigns.ts';
import { CampaignForm } from '../components/CampaignForm.tsx';
import { CampaignList } from '../components/CampaignList.tsx';
import '../texts.ts';

/** /admin/campaigns (admins only): make campaign registration codes and see who signed up (issue 22 §2, ADR 0075). */
export function CampaignsPage() {
  const { t } = useTranslation();
  const listId = useId();
  const campaigns = useQuery(campaignsQueryOptions);
  return (
    <AdminConsole current="campaigns">
      <Stack spacing={3}>
        <div>
          <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
            {t('campaigns.title')}
          </Typography>
          <Typography color="text.secondary">{t('campaigns.intro')}</Typography>
        </div>
        <CampaignForm />
        <Typography id={listId} variant="h3" sx={{ fontSize: '1.25rem' }}>
          {t('campaigns.list.title')}
        </Typography>
        <ErrorAlert error={campaigns.error} />
        {campaigns.isPending && <PageSkeleton />}
        {campaigns.data?.length === 0 && <EmptyState title={t('campaigns.list.empty')} hint={t('campaigns.list.emptyHint')} />}
        {campaigns.data && campaigns.data.length > 0 && <CampaignList campaigns={campaigns.data} labelledBy={listId} />}
      </Stack>
    </AdminConsole>
  );
}
