import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES, type BillingPeriod, type Plan, type User } from '@parley/contracts';
import { failureText } from '../../../lib/api/api-error.ts';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import type { RedirectState } from '../../../lib/redirect-state.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { useCheckout } from '../api/checkout.ts';
import { choiceSearch } from './pending-plan.ts';
import { promotionRefusal } from './promotion-refusal.ts';

/**
 * What a plan button does on /pricing: a visitor signs in first (the choice and the typed promotion code kept in the
 * query), Free goes to the events, Team to starting an organisation, a paid plan opens the checkout with the code. A refused code shows under its field;
 * any other failure is a toast (the spec only logs one; a person deserves to know).
 */
export function useChoosePlan(user: User | null, initialCode: string) {
  const navigate = useNavigate();
  const [code, setCode] = useState(initialCode);
  const [codeError, setCodeError] = useState<string | null>(null);
  const checkout = useCheckout((error) => {
    const refusal = promotionRefusal(error);
    if (refusal) setCodeError(refusal);
    else showToast(contractText(failureText(error)), 'error');
  });

  const choose = (plan: Plan, period: BillingPeriod) => {
    const typed = code.trim();
    // Team is seats for an organisation (ADR 0072): its checkout is on the organisation's page, after signing in.
    if (plan === 'team' && !user) {
      const from = { pathname: ROUTES.companyStart, search: '', hash: '' };
      void navigate(ROUTES.login, { state: { from, notice: 'loginRequired' } satisfies RedirectState });
    } else if (!user) {
      const from = { pathname: ROUTES.pricing, search: choiceSearch(plan, period, typed), hash: '' };
      void navigate(ROUTES.login, { state: { from, notice: 'loginRequired' } satisfies RedirectState });
    } else if (plan === 'team') void navigate(ROUTES.companyStart);
    else if (plan === 'free') void navigate(ROUTES.events);
    else {
      setCodeError(null);
      checkout.mutate({ plan, period, ...(typed ? { promotion_code: typed } : {}) });
    }
  };

  return {
    choose,
    code,
    codeError,
    typeCode: (next: string) => {
      setCode(next);
      setCodeError(null);
    },
    busyPlan: checkout.isPending ? checkout.variables.plan : null,
  };
}
