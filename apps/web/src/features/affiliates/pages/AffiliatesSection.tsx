import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AFFILIATE_COMMISSION_MONTHS, AFFILIATE_COMMISSION_PERCENT, PARTNER_ROLE_NAME, type User } from '@parley/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { commissionsQueryOptions, dashboardQueryOptions } from '../api/affiliates.ts';
import { AffiliateLinkCard } from '../components/AffiliateLinkCard.tsx';
import { BecomeAffiliate } from '../components/BecomeAffiliate.tsx';
import { CommissionTable } from '../components/CommissionTable.tsx';
import '../texts.ts';

/** The server's rule (ADR 0076), so a member who is not an affiliate is not sent a call that would be refused. */
export const isAffiliate = (user: User) =>
  (user.status === 'TEACHER' && !user.teacher_approval_pending) || user.roles.includes(PARTNER_ROLE_NAME);

const forbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

function Dashboard({ user }: { user: User }) {
  const { t } = useTranslation();
  const recordsId = useId();
  const becomeId = useId();
  const dashboard = useQuery(dashboardQueryOptions);
  const records = useQuery(commissionsQueryOptions);
  if (dashboard.isPending) return <Skeleton variant="rounded" height={240} aria-label={t('app.loading')} />;
  if (forbidden(dashboard.error)) return <BecomeAffiliate user={user} headingId={becomeId} />;
  if (dashboard.isError) return <ErrorAlert error={dashboard.error} />;
  return (
    <Stack spacing={3}>
      <AffiliateLinkCard dashboard={dashboard.data} />
      <Typography id={recordsId} variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
        {t('affiliates.records.title')}
      </Typography>
      <ErrorAlert error={records.error} />
      {records.isPending && <Skeleton variant="rounded" height={120} aria-label={t('app.loading')} />}
      {records.data?.items.length === 0 && (
        <EmptyState title={t('affiliates.records.empty')} hint={t('affiliates.records.emptyHint')} />
      )}
      {records.data && records.data.items.length > 0 && <CommissionTable records={records.data.items} labelledBy={recordsId} />}
    </Stack>
  );
}

/**
 * Part of /profile/affliation-offers (the spec's spelling): an affiliate's link, what came of it and their commission
 * records; anyone else sees how to become one. `level` is the heading's: 1 alone, 2 under a teacher's Offers.
 */
export function AffiliatesSection({ user, level = 1 }: { user: User; level?: 1 | 2 }) {
  const { t } = useTranslation();
  const becomeId = useId();
  const rate = { rate: AFFILIATE_COMMISSION_PERCENT, months: AFFILIATE_COMMISSION_MONTHS };
  return (
    <Stack component="section" spacing={2} aria-labelledby={`${becomeId}-title`}>
      <div>
        <Typography id={`${becomeId}-title`} variant="h1" component={level === 1 ? 'h1' : 'h2'}>
          {t('affiliates.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('affiliates.intro', rate)}
        </Typography>
      </div>
      {isAffiliate(user) ? <Dashboard user={user} /> : <BecomeAffiliate user={user} headingId={becomeId} />}
    </Stack>
  );
}
