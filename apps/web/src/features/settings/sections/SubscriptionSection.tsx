import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { ROUTES, type User } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { failureText } from '../../../lib/api/api-error.ts';
import { usePortal } from '../../../entities/billing/api/portal.ts';
import { daysLeft, subscriptionFor, subscriptionsQueryOptions } from '../../../entities/billing/api/subscriptions.ts';
import { teacherSubscriptionsQueryOptions } from '../../../entities/billing/api/teacher-subscriptions.ts';
import { formatLongDate } from '../../../lib/format/long-date.ts';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { SectionHeader } from '../../../ui/SectionHeader.tsx';
import { TeacherPlans } from './TeacherPlans.tsx';
import '../texts.ts';

/**
 * /profile/subscription: the plan, when its subscription renews or ends ("N days left" once cancelled at period
 * end), the student's plans with teachers, and "Manage subscription" into the provider's billing portal, which
 * manages both (ADR 0017, amended by ADR 0028).
 */
export function SubscriptionSection({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const list = useQuery(subscriptionsQueryOptions);
  const teacherPlans = useQuery(teacherSubscriptionsQueryOptions).data ?? [];
  const portal = usePortal((error) => showToast(contractText(failureText(error)), 'error'));
  const subscription = subscriptionFor(list.data, user.plan) ?? list.data?.[0];
  const anyPlan = Boolean(subscription) || teacherPlans.length > 0;
  const end = subscription?.end_date;
  const endText = !end
    ? t('settings.subscription.noEnd')
    : t(
        subscription.cancel_at_period_end
          ? 'settings.subscription.ends'
          : subscription.status === 'trialing'
            ? 'settings.subscription.trial'
            : 'settings.subscription.renews',
        { date: formatLongDate(end, i18n.language) },
      );
  return (
    <>
      <SectionHeader title={t('settings.subscription.title')} />
      <Card variant="outlined">
        <CardContent>
          <Stack component="dl" spacing={1} sx={{ m: 0, '& dd': { m: 0, fontWeight: 600 } }}>
            <Typography component="dt" color="text.secondary">
              {t('settings.subscription.plan')}
            </Typography>
            <Typography component="dd" data-testid="subscription-plan">
              {t(`settings.subscription.plans.${user.plan}`)}
            </Typography>
            <Typography component="dt" color="text.secondary">
              {t('settings.subscription.endDate')}
            </Typography>
            <Typography component="dd" data-testid="subscription-end">
              {list.isPending ? <Skeleton width={160} aria-label={t('settings.subscription.loading')} /> : endText}
            </Typography>
            {end && subscription.cancel_at_period_end && (
              <Typography component="dd" color="warning.main" data-testid="subscription-days-left">
                {t('settings.subscription.daysLeft', { count: daysLeft(end) })}
              </Typography>
            )}
            {teacherPlans.length > 0 && <TeacherPlans plans={teacherPlans} />}
          </Stack>
        </CardContent>
      </Card>
      <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
        {anyPlan && (
          <Button variant="contained" loading={portal.isPending || portal.isSuccess} onClick={() => portal.mutate()}>
            {t('settings.subscription.manage')}
          </Button>
        )}
        <Button component={Link} to={ROUTES.pricing} variant={anyPlan ? 'text' : 'contained'}>
          {t('settings.subscription.seePlans')}
        </Button>
      </Stack>
    </>
  );
}
