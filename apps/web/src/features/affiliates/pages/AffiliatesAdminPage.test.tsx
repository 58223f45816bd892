import { affiliatesApi, authApi, type AdminCommission } from '@parley/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { clearSession, setSession } from '../../../lib/session/session.ts';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { makeSession, makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const admin = { id: 9, roles: ['admin'] };
const LIST = affiliatesApi.adminCommissions.path;
const TOTAL = 25;

const record = (id: number): AdminCommission => ({
  id,
  kind: 'commission',
  member_number: id,
  amount: 200,
  currency: 'usd',
  base_amount: 1000,
  status: 'pending',
  occurred_at: '2026-03-01T10:00:00.000Z',
  approved_at: '2026-03-31T10:00:00.000Z',
  paid_at: null,
  affiliate: { id: 2, username: 'ada', display_name: null, full_name: 'Ada Affiliate' },
  member_id: 100 + id,
  paid_by: null,
});

beforeEach(() => {
  clearSession('logout');
  queryClient.clear();
  setSession(makeSession(admin));
});
afterEach(() => vi.unstubAllGlobals());

describe('the admin’s affiliate commissions', () => {
  it('shows every affiliate’s totals and the records a page at a time', async () => {
    const api = fakeApi({
      [`GET ${authApi.me.path}`]: () => json(200, makeUser(admin)),
      [`GET ${LIST}`]: ({ query }) => {
        const offset = Number(query.offset);
        const ids = Array.from({ length: Math.min(Number(query.limit), TOTAL - offset) }, (_, i) => TOTAL - offset - i);
        const totals = { pending: 4600, approved: 250, paid: 1200, currency: 'usd' };
        return json(200, { items: ids.map(record), total: TOTAL, totals });
      },
    });
    renderApp('/admin/affiliates');
    expect(await screen.findByText('25 records')).toBeTruthy();
    expect(screen.getByTestId('affiliate-pending').textContent).toBe('$46');
    expect(screen.getByTestId('affiliate-approved').textContent).toBe('$2.50');
    expect(screen.getByTestId('affiliate-paid').textContent).toBe('$12');
    const table = screen.getByRole('table', { name: 'Commission records' });
    // A header row and the first page's 20 records.
    expect(within(table).getAllByRole('row')).toHaveLength(21);

    await userEvent.setup().click(screen.getByRole('button', { name: 'See more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(26));
    expect(screen.queryByRole('button', { name: 'See more' })).toBeNull();
    expect(api.to('GET', LIST).map((c) => [c.query.limit, c.query.offset])).toEqual([
      ['20', '0'],
      ['20', '20'],
    ]);
  });
});
