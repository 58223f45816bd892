import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../../lib/session/session.ts';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { makeSession, makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ME, settingsTestSetup } from '../test/kit.ts';

settingsTestSetup();

const menu = () => screen.getByRole('navigation', { name: 'Settings menu' });

describe('settings menu', () => {
  it('gives a student the student entries and a disabled View Profile', async () => {
    fakeApi({ [ME]: () => json(200, makeUser()) });
    renderApp('/profile/subscription');
    await screen.findByRole('heading', { level: 1, name: 'Subscription' });
    const links = within(menu())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Personal Information',
      'Subscription',
      'Settings',
      'Notifications',
      'Group Settings',
      'Languages',
      'Preferred Accent',
    ]);
    expect(within(menu()).getByRole('button', { name: 'View Profile' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(menu()).getByRole('link', { name: 'Subscription' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Free')).toBeTruthy();
    expect(screen.getByText('No end')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
  });

  it('gives a teacher the My Homepage entries, disabled without a homepage url', async () => {
    setSession(makeSession({ status: 'TEACHER' }));
    fakeApi({ [ME]: () => json(200, makeUser({ status: 'TEACHER' })) });
    renderApp('/profile/personal-information');
    await screen.findByRole('heading', { level: 1, name: 'Personal Information' });
    expect(within(menu()).queryByRole('link', { name: 'Languages' })).toBeNull();
    expect(within(menu()).queryByText('View Profile')).toBeNull();
    for (const name of ['Banner and URL', 'Customization Options', 'Prices', 'Feedback Services', 'Offers', 'Go to homepage']) {
      expect(within(menu()).getByText(name).closest('[aria-disabled="true"]')).not.toBeNull();
    }
  });

  it('shows the not-found page for a sub-page that is not built', async () => {
    fakeApi({ [ME]: () => json(200, makeUser()) });
    renderApp('/profile/teacher-prices');
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });
});
