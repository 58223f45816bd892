import { STOREFRONT_TEXTS } from '@parley/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { makeHomepage, makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { button, ME, MINE, SAVE_PRICES, storefrontTestSetup } from '../test/kit.ts';

storefrontTestSetup();

const teacher = makeUser({ id: 2, status: 'TEACHER' });

describe('prices page', () => {
  it('shows the plans’ prices as the teacher types and saves cents', async () => {
    const api = fakeApi({
      [ME]: () => json(200, teacher),
      [MINE]: () => json(200, makeHomepage()),
      [SAVE_PRICES]: ({ body }) => json(200, makeHomepage(body as object)),
    });
    renderApp('/profile/teacher-prices');
    const user = userEvent.setup();
    const price = await screen.findByRole('textbox', { name: 'Your price a month' });
    expect((price as HTMLInputElement).value).toBe('20.00');
    const plans = screen.getByRole('group', { name: 'Plans on your homepage' });
    expect(within(plans).getByLabelText(/^Premium: \$48 a month/)).toBeTruthy();
    expect(button('Save').disabled).toBe(true);

    await user.clear(price);
    await user.type(price, '25');
    expect(within(plans).getByLabelText(/^Premium: \$60 a month, 15 recordings/)).toBeTruthy();
    await user.click(within(plans).getByLabelText(/^Lite\/AI/));
    await user.click(button('Save'));
    expect(await screen.findByText('Your homepage is saved')).toBeTruthy();
    expect(api.to('PUT', '/api/v1/sdk/teacher/homepage/prices')[0]?.body).toEqual({
      price: 2500,
      visible_prices: [510, 1510],
      ai_price: 900,
      expected_days: 2,
    });
    await waitFor(() => expect(button('Save').disabled).toBe(true));
  });

  it('starts from the saved AI price and keeps showing it while the field is retyped', async () => {
    fakeApi({ [ME]: () => json(200, teacher), [MINE]: () => json(200, makeHomepage({ ai_price: 1250 })) });
    renderApp('/profile/teacher-prices');
    const user = userEvent.setup();
    const aiPrice = await screen.findByRole('textbox', { name: 'AI plan price a month' });
    expect((aiPrice as HTMLInputElement).value).toBe('12.50');
    const plans = screen.getByRole('group', { name: 'Plans on your homepage' });
    expect(within(plans).getByLabelText(/^Lite\/AI: \$12\.50 a month/)).toBeTruthy();
    await user.clear(aiPrice);
    expect(within(plans).getByLabelText(/^Lite\/AI: \$12\.50 a month/)).toBeTruthy();
    await user.type(aiPrice, '15');
    expect(within(plans).getByLabelText(/^Lite\/AI: \$15 a month/)).toBeTruthy();
  });

  it('says what is wrong under the field before calling', async () => {
    const api = fakeApi({ [ME]: () => json(200, teacher), [MINE]: () => json(200, makeHomepage()) });
    renderApp('/profile/teacher-prices');
    const user = userEvent.setup();
    const price = await screen.findByRole('textbox', { name: 'Your price a month' });
    await user.clear(price);
    await user.type(price, '0.5');
    const plans = screen.getByRole('group', { name: 'Plans on your homepage' });
    for (const box of within(plans).getAllByRole('checkbox')) await user.click(box);
    await user.click(button('Save'));
    expect(await screen.findByText(STOREFRONT_TEXTS.priceRange)).toBeTruthy();
    expect(screen.getByText(STOREFRONT_TEXTS.visiblePricesRequired)).toBeTruthy();
    expect(api.to('PUT', '/api/v1/sdk/teacher/homepage/prices')).toHaveLength(0);
  });

  it('asks a teacher without a url to claim one first', async () => {
    fakeApi({ [ME]: () => json(200, teacher), [MINE]: () => json(200, null) });
    renderApp('/profile/teacher-prices');
    expect(await screen.findByText('Choose your homepage url first')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose my url' }).getAttribute('href')).toBe('/profile/my-teacher-bio');
  });

  it('is not a page for students', async () => {
    fakeApi({ [ME]: () => json(200, makeUser()) });
    const { setSession } = await import('../../../lib/session/session.ts');
    const { makeSession } = await import('../../../test/fixtures.ts');
    setSession(makeSession());
    renderApp('/profile/teacher-prices');
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });
});
