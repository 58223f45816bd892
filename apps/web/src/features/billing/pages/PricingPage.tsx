import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DEFAULT_BILLING_PERIOD, type BillingPeriod, type PlanCard } from '@parley/contracts';
import { daysLeft, subscriptionFor, subscriptionsQueryOptions } from '../../../entities/billing/api/subscriptions.ts';
import { useUser } from '../../../lib/session/session.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { PlanComparisonDialog } from '../../../entities/social/components/PlanComparisonDialog.tsx';
import { plansQueryOptions } from '../api/plans.ts';
import { PeriodToggle } from '../components/PeriodToggle.tsx';
import { PlanCardSkeleton } from '../components/PlanCardSkeleton.tsx';
import { PlanCardView, type PlanCardState } from '../components/PlanCardView.tsx';
import { PromotionCodeField } from '../components/PromotionCodeField.tsx';
import { pendingChoice } from '../lib/pending-plan.ts';
import { useChoosePlan } from '../lib/use-choose-plan.ts';
import '../texts.ts';

const grid = { display: 'grid', gap: 3, gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', alignItems: 'stretch' };

/** /pricing (public): the four plans, the period toggle, and buying a plan through the provider's checkout. */
export function PricingPage() {
  const { t } = useTranslation();
  const user = useUser();
  const [params, setParams] = useSearchParams();
  const [period, setPeriod] = useState<BillingPeriod>(() => pendingChoice(params)?.period ?? DEFAULT_BILLING_PERIOD);
  const [comparing, setComparing] = useState(false);
  const plans = useQuery(plansQueryOptions(user?.id ?? null));
  const subscriptions = useQuery({ ...subscriptionsQueryOptions, enabled: Boolean(user) });
  const { choose, code, codeError, typeCode, busyPlan } = useChoosePlan(user, pendingChoice(params)?.code ?? '');

  // Back from signing in with a plan chosen before: carry on with it, once.
  const resumed = useRef(false);
  useEffect(() => {
    const choice = pendingChoice(params);
    if (!user || !choice || resumed.current) return;
    resumed.current = true;
    setParams({}, { replace: true });
    choose(choice.plan, choice.period);
  });

  const stateOf = (card: PlanCard): PlanCardState => {
    if (!user || !card.is_current_plan) return { kind: 'offer' };
    const subscription = subscriptionFor(subscriptions.data, card.plan_id);
    if (subscription?.cancel_at_period_end && subscription.end_date)
      return { kind: 'ending', daysLeft: daysLeft(subscription.end_date) };
    return { kind: 'subscribed' };
  };

  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', mb: 5 }}>
        <Typography variant="h1">{t('billing.pricing.title')}</Typography>
        <Typography color="text.secondary">{t('billing.pricing.subtitle')}</Typography>
        <PeriodToggle value={period} onChange={setPeriod} />
        <PromotionCodeField value={code} onChange={typeCode} error={codeError} />
        <Button variant="text" onClick={() => setComparing(true)}>
          {t('billing.pricing.compare')}
        </Button>
      </Stack>
      <ErrorAlert error={plans.error} />
      {plans.isPending ? (
        <Box sx={grid} role="status" aria-label={t('billing.pricing.loading')}>
          {[0, 1, 2, 3].map((i) => (
            <PlanCardSkeleton key={i} />
          ))}
        </Box>
      ) : (
        <Box sx={grid}>
          {plans.data?.map((card) => (
            <PlanCardView
              key={card.plan_id}
              card={card}
              period={period}
              state={stateOf(card)}
              busy={busyPlan === card.plan_id}
              onChoose={() => choose(card.plan_id, period)}
            />
          ))}
        </Box>
      )}
      <PlanComparisonDialog open={comparing} onClose={() => setComparing(false)} />
    </Container>
  );
}
