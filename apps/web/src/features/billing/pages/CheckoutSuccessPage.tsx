import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PLAN_CATALOGUE, PLANS, ROUTES, type Subscription } from '@parley/contracts';
import { subscriptionsQueryOptions } from '../../../entities/billing/api/subscriptions.ts';
import { meQueryOptions } from '../../../entities/user/api/me-query.ts';
import { WelcomeDialog } from '../components/WelcomeDialog.tsx';
import '../texts.ts';

const POLL_MS = 1000;
const SLOW_AFTER_MS = 30_000;

/**
 * /checkout/success: the provider sends the buyer here, but only its webhook changes the plan, so the page waits
 * until the subscription is listed, then welcomes the learner to the plan.
 */
export function CheckoutSuccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const wanted = PLANS.find((p) => p === params.get('plan'));
  // A new subscription is never set to end yet: one that is may be the learner's previous one.
  const isNew = (s: Subscription) => (!wanted || s.plan === wanted) && !s.cancel_at_period_end;
  const list = useQuery({
    ...subscriptionsQueryOptions,
    refetchInterval: (query) => (query.state.data?.some(isNew) ? false : POLL_MS),
  });
  const active = list.data?.find(isNew);
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    // The plan lives on the user too: read it again so every page sees the new limits.
    if (active) void queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
  }, [active, queryClient]);

  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t('billing.success.title')}
      </Typography>
      {!active && (
        <Stack spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress aria-hidden />
          <Typography>{t('billing.success.checking')}</Typography>
          {slow && (
            <Alert
              severity="info"
              action={
                <Button component={Link} to={ROUTES.pricing}>
                  {t('billing.success.seePlans')}
                </Button>
              }
            >
              {t('billing.success.slow')}
            </Alert>
          )}
        </Stack>
      )}
      <WelcomeDialog
        open={Boolean(active)}
        planName={active ? PLAN_CATALOGUE[active.plan].name : ''}
        onStart={() => void navigate(ROUTES.events)}
      />
    </Container>
  );
}
