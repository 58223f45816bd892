import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { billingApi, companyApi, COUPON_TEXTS } from '@parley/contracts';
import { queryClient } from '../../../lib/query-client.ts';
import { setSession } from '../../../lib/session/session.ts';
import { apiError, fakeApi, json } from '../../../test/fake-api.ts';
import { makePlanCards, makeSession } from '../../../test/fixtures.ts';
import { resetApp } from '../../../test/reset-app.ts';
import { BuySeatsForm } from './BuySeatsForm.tsx';

const assign = vi.fn();
beforeEach(() => {
  resetApp();
  setSession(makeSession({ id: 1 }));
  assign.mockReset();
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => vi.unstubAllGlobals());

describe('BuySeatsForm', () => {
  it('sends a promotion code with the seats, shows its refusal under the field, and opens the checkout once it is good', async () => {
    const refusal = COUPON_TEXTS.promotionExhausted;
    const checkout = vi
      .fn<() => Response>()
      .mockReturnValueOnce(apiError(400, 'VALIDATION_ERROR', refusal, [{ loc: ['body', 'promotion_code'], msg: refusal }]))
      .mockReturnValueOnce(json(200, { checkout_url: 'http://localhost/payment?session=cs_team' }));
    const api = fakeApi({
      [`GET ${billingApi.plans.path}`]: () => json(200, makePlanCards('free')),
      [`POST ${companyApi.checkout.path}`]: checkout,
    });
    render(
      <QueryClientProvider client={queryClient}>
        <BuySeatsForm members={1} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Have a promotion code?' }));
    const field = screen.getByRole('textbox', { name: 'Promotion code' });
    await user.type(field, 'TEAM20');
    await user.click(await screen.findByRole('button', { name: 'Try it Free' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const helper = () => document.getElementById(field.getAttribute('aria-describedby')!)?.textContent;
    expect(helper()).toBe(refusal);
    expect(screen.queryByRole('alert')).toBeNull();

    await user.clear(field);
    await user.type(field, ' team10 ');
    expect(helper()).toBe('Its discount shows on the payment page');
    await user.click(screen.getByRole('button', { name: 'Try it Free' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/payment?session=cs_team'));
    expect(api.to('POST', companyApi.checkout.path).map((c) => c.body)).toEqual([
      { seats: 3, period: '6_month', promotion_code: 'TEAM20' },
      { seats: 3, period: '6_month', promotion_code: 'team10' },
    ]);
  });
});
