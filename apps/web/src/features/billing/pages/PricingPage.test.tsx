import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi, billingApi, COUPON_TEXTS, ROUTES } from '@parley/contracts';
import { queryClient } from '../../../lib/query-client.ts';
import { clearSession, forgetEndReason, setSession } from '../../../lib/session/session.ts';
import { apiError, fakeApi, heldAnswer, json } from '../../../test/fake-api.ts';
import { makePlanCards, makeSession, makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const PLANS_CALL = `GET ${billingApi.plans.path}`;

beforeEach(() => {
  clearSession('logout');
  forgetEndReason();
  queryClient.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('pricing page', () => {
  it('shows four skeletons, then the cards at the 6-month price; Monthly shows the full price', async () => {
    const { handler, answer } = heldAnswer();
    fakeApi({ [PLANS_CALL]: handler });
    renderApp(ROUTES.pricing);
    await waitFor(() => expect(screen.getAllByTestId('plan-card-skeleton')).toHaveLength(4));
    act(() => answer(() => json(200, makePlanCards(null))));
    const basic = await screen.findByTestId('plan-card-basic');
    expect(basic.textContent).toContain('$7/month');
    expect(basic.textContent).toContain('Save 30%');
    expect(screen.getAllByRole('button', { name: 'Try it Free' })).toHaveLength(4);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Monthly' }));
    expect(screen.getByTestId('plan-card-basic').textContent).toContain('$10/month');
  });

  it('sends a visitor to log in, keeping the chosen plan to continue with', async () => {
    fakeApi({ [PLANS_CALL]: () => json(200, makePlanCards(null)) });
    const router = renderApp(ROUTES.pricing);
    const pro = await screen.findByTestId('plan-card-pro');
    await userEvent.setup().click(within(pro).getByRole('button', { name: 'Try it Free' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.login));
    expect(router.state.location.state).toMatchObject({
      from: { pathname: ROUTES.pricing, search: '?plan=pro&period=6_month' },
      notice: 'loginRequired',
    });
  });

  it('marks the current plan "N days left" when it ends at period end', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z'), shouldAdvanceTime: true });
    setSession(makeSession({ plan: 'basic' }));
    fakeApi({
      [PLANS_CALL]: () => json(200, makePlanCards('basic')),
      [`GET ${authApi.me.path}`]: () => json(200, makeUser({ plan: 'basic' })),
      [`GET ${billingApi.list.path}`]: () =>
        json(200, [
          { plan: 'basic', period: '6_month', end_date: '2026-03-11T10:00:00Z', cancel_at_period_end: true, status: 'active' },
        ]),
    });
    renderApp(ROUTES.pricing);
    const basic = await screen.findByTestId('plan-card-basic');
    expect(await within(basic).findByRole('button', { name: '10 days left' })).toHaveProperty('disabled', true);
  });

  it('says Subscribe where the trial was had, and shows a refused promotion code under its field', async () => {
    setSession(makeSession({ plan: 'free' }));
    const refusal = COUPON_TEXTS.promotionExpired;
    const api = fakeApi({
      [PLANS_CALL]: () => json(200, makePlanCards('free', ['basic'])),
      [`GET ${authApi.me.path}`]: () => json(200, makeUser({ plan: 'free' })),
      [`GET ${billingApi.list.path}`]: () => json(200, []),
      [`POST ${billingApi.checkout.path}`]: () =>
        apiError(400, 'VALIDATION_ERROR', refusal, [{ loc: ['body', 'promotion_code'], msg: refusal }]),
    });
    renderApp(ROUTES.pricing);
    const basic = await screen.findByTestId('plan-card-basic');
    expect(within(basic).getByRole('button', { name: 'Subscribe' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Have a promotion code?' }));
    await user.type(screen.getByRole('textbox', { name: 'Promotion code' }), 'SPRING');
    await user.click(within(screen.getByTestId('plan-card-pro')).getByRole('button', { name: 'Try it Free' }));
    const field = screen.getByRole('textbox', { name: 'Promotion code' });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(
      field.getAttribute('aria-describedby') && document.getElementById(field.getAttribute('aria-describedby')!)?.textContent,
    ).toBe(refusal);
    expect(api.to('POST', billingApi.checkout.path)[0]?.body).toEqual({
      plan: 'pro',
      period: '6_month',
      promotion_code: 'SPRING',
    });
  });
});
