import { TEACHER_PAYMENT_TEXTS, type TeacherSubscription } from '@parley/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session/session.ts';
import { apiError, fakeApi, json } from '../../../test/fake-api.ts';
import { makeHomepage, makeSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { AI_CHECKOUT, CHECKOUT, pageOf, storefrontTestSetup, SUBSCRIPTIONS } from '../test/kit.ts';

storefrontTestSetup();

const { max_subscribers: _max, waitlist_count: _count, ...publicPage } = makeHomepage();
const plan = (name: string) => within(screen.getByRole('region', { name: 'Plans' })).getByRole('article', { name });
const assign = vi.fn();

beforeEach(() => {
  setSession(makeSession({ id: 5, status: 'STUDENT' }));
  assign.mockReset();
  vi.stubGlobal('location', { ...window.location, assign });
});

const live: TeacherSubscription = {
  teacher_id: 2,
  teacher_name: 'Tom Teacher',
  teacher_url: 'tom-teacher',
  tier: 'premium',
  status: 'trialing',
  current_period_end: '2026-04-01T00:00:00.000Z',
  cancel_at_period_end: false,
};

describe('buying a teacher plan', () => {
  it('Premium goes through the trial dialog, ticked by default; unticking it asks for no trial', async () => {
    const api = fakeApi({
      [pageOf('tom-teacher')]: () => json(200, publicPage),
      [SUBSCRIPTIONS]: () => json(200, []),
      [CHECKOUT]: () => json(200, { checkout_url: 'http://localhost/payment?session=cs_1' }),
    });
    renderApp('/tom-teacher');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'English with Tom' });
    await user.click(within(plan('Premium')).getByRole('button', { name: 'Try it Free' }));
    const dialog = await screen.findByRole('dialog', { name: 'Premium with Tom Teacher' });
    const trial = within(dialog).getByRole('checkbox', { name: 'Start with a 7-day free trial' }) as HTMLInputElement;
    expect(trial.checked).toBe(true);
    expect(within(dialog).getByText(/^Free for 7 days, then \$48 a month/)).toBeTruthy();
    await user.click(trial);
    expect(within(dialog).getByText('$48 a month, starting today.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/payment?session=cs_1'));
    expect(api.to('POST', '/api/v1/sdk/teacher/checkout')[0]?.body).toEqual({
      subscription_id: 'tp_2_premium',
      cancel_url: '/tom-teacher#pricing',
      free_trial: false,
    });
  });

  it('the AI plan opens its own checkout at once', async () => {
    const api = fakeApi({
      [pageOf('tom-teacher')]: () => json(200, publicPage),
      [SUBSCRIPTIONS]: () => json(200, []),
      [AI_CHECKOUT]: () => json(200, { checkout_url: 'http://localhost/payment?session=cs_2' }),
    });
    renderApp('/tom-teacher');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'English with Tom' });
    await user.click(within(plan('Lite/AI')).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/payment?session=cs_2'));
    expect(api.to('POST', '/api/v1/sdk/teacher/checkout/ai')[0]?.body).toEqual({
      subscription_id: 'tp_2_ai',
      cancel_url: '/tom-teacher#pricing',
    });
  });

  it.each([
    ['EXC_TEACHER_MAX_SUBS_REACHED', TEACHER_PAYMENT_TEXTS.soldOut, 'SOLD OUT!'],
    ['EXC_TEACHER_DIDNT_FINISH_STRIPE_ONBOARDING', TEACHER_PAYMENT_TEXTS.notOnboarded, 'Not taking new students right now'],
  ])('%s opens its dialog, which leads to the waitlist', async (code, message, title) => {
    fakeApi({
      [pageOf('tom-teacher')]: () => json(200, publicPage),
      [SUBSCRIPTIONS]: () => json(200, []),
      [CHECKOUT]: () => apiError(409, code, message),
    });
    renderApp('/tom-teacher');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'English with Tom' });
    await user.click(within(plan('Basic')).getByRole('button', { name: 'Try it Free' }));
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    const dialog = await screen.findByRole('dialog', { name: title });
    await user.click(within(dialog).getByRole('link', { name: 'Join the waitlist' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(assign).not.toHaveBeenCalled();
  });

  it('welcomes the student back only once the plan is live, and shows it on the cards', async () => {
    let answers = 0;
    fakeApi({
      [pageOf('tom-teacher')]: () => json(200, publicPage),
      [SUBSCRIPTIONS]: () => json(200, answers++ < 1 ? [] : [live]),
    });
    renderApp('/tom-teacher?welcome=premium');
    expect(await screen.findByText(/Your plan starts as soon as the payment is confirmed/)).toBeTruthy();
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Premium!' });
    expect(within(dialog).getByRole('button', { name: 'Start Exploring' })).toBeTruthy();
    // Behind the dialog, the cards already say which plan the student has.
    const pricing = screen.getByRole('region', { name: 'Plans', hidden: true });
    expect(within(pricing).getAllByText('You have the Premium plan with this teacher.')).toHaveLength(3);
  });
});
