import { ROUTES, type TeacherPlan, type User } from '@parley/contracts';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api/api-error.ts';
import type { RedirectState } from '../../../lib/redirect-state.ts';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { failureText } from '../../../lib/api/api-error.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { useTeacherCheckout } from '../api/checkout.ts';
import type { CheckoutRefusal } from './CheckoutErrorDialog.tsx';

const REFUSALS: Record<string, CheckoutRefusal> = {
  EXC_TEACHER_DIDNT_FINISH_STRIPE_ONBOARDING: 'notTaking',
  EXC_TEACHER_MAX_SUBS_REACHED: 'soldOut',
};

/**
 * What choosing a plan does: a guest logs in and comes back to #pricing; a student opens the checkout (Basic and
 * Premium through the trial dialog first, unless their trial with this teacher was had). The teacher's two refusals
 * open their dialogs; anything else is a toast.
 */
export function usePlanChoice(user: User | null, trialHad: boolean) {
  const navigate = useNavigate();
  const location = useLocation();
  const checkout = useTeacherCheckout();
  const [trialPlan, setTrialPlan] = useState<TeacherPlan | null>(null);
  const [refusal, setRefusal] = useState<CheckoutRefusal | null>(null);
  const cancelUrl = `${location.pathname}#pricing`;

  const open = (plan: TeacherPlan, freeTrial: boolean) =>
    checkout.mutate(
      { ai: plan.tier === 'ai', subscription_id: plan.plan_id, cancel_url: cancelUrl, free_trial: freeTrial },
      {
        onError: (error) => {
          setTrialPlan(null);
          const kind = error instanceof ApiError ? REFUSALS[error.code] : undefined;
          if (kind && user?.status === 'STUDENT') setRefusal(kind);
          else showToast(contractText(failureText(error)), 'error');
        },
      },
    );

  const choose = (plan: TeacherPlan) => {
    if (!user) {
      const from = { pathname: location.pathname, search: location.search, hash: '#pricing' };
      void navigate(ROUTES.login, { state: { from, notice: 'loginRequired' } satisfies RedirectState });
    } else if (plan.tier === 'ai' || trialHad) open(plan, false);
    else setTrialPlan(plan);
  };

  return {
    choose,
    busy: checkout.isPending || checkout.isSuccess,
    trialPlan,
    closeTrial: () => setTrialPlan(null),
    continueTrial: (freeTrial: boolean) => trialPlan && open(trialPlan, freeTrial),
    refusal,
    closeRefusal: () => setRefusal(null),
  };
}
