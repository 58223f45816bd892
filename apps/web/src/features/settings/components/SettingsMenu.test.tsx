import { billingApi, storefrontApi } from '@parley/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../../lib/session/session.ts';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { makeHomepage, makeSession, makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ME, settingsTestSetup } from '../test/kit.ts';

settingsTestSetup();

const menu = () => screen.getByRole('navigation', { name: 'Settings menu' });
const MY_HOMEPAGE = `GET ${storefrontApi.mine.path}`;
const HOMEPAGE_ENTRIES = [
  'Banner and URL',
  'Customization Options',
  'Prices',
  'Feedback Services',
  'Offers',
  'Teacher Connect',
  'Availability',
  'My Videos',
  'Go to homepage',
];

describe('settings menu', () => {
  it('gives a student the student entries and a disabled View Profile', async () => {
    fakeApi({ [ME]: () => json(200, makeUser()), [`GET ${billingApi.list.path}`]: () => json(200, []) });
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
    expect(await screen.findByText('No end')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
  });

  it('gives a teacher the My Homepage entries; only Banner and URL works before the url is claimed', async () => {
    setSession(makeSession({ status: 'TEACHER' }));
    fakeApi({ [ME]: () => json(200, makeUser({ status: 'TEACHER' })), [MY_HOMEPAGE]: () => json(200, null) });
    renderApp('/profile/personal-information');
    await screen.findByRole('heading', { level: 1, name: 'Personal Information' });
    expect(within(menu()).queryByRole('link', { name: 'Languages' })).toBeNull();
    expect(within(menu()).queryByText('View Profile')).toBeNull();
    expect(within(menu()).getByRole('link', { name: 'Banner and URL' }).getAttribute('href')).toBe('/profile/my-teacher-bio');
    for (const name of HOMEPAGE_ENTRIES.slice(1)) {
      expect(within(menu()).getByText(name).closest('[aria-disabled="true"]')).not.toBeNull();
    }
  });

  it('opens every homepage entry and "Go to homepage" once the teacher has a url', async () => {
    setSession(makeSession({ status: 'TEACHER' }));
    fakeApi({ [ME]: () => json(200, makeUser({ status: 'TEACHER' })), [MY_HOMEPAGE]: () => json(200, makeHomepage()) });
    renderApp('/profile/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await waitFor(() =>
      expect(within(menu()).getByRole('link', { name: 'Go to homepage' }).getAttribute('href')).toBe('/tom-teacher'),
    );
    for (const name of HOMEPAGE_ENTRIES) {
      expect(within(menu()).getByText(name).closest('[aria-disabled="true"]')).toBeNull();
    }
  });

  it('shows the not-found page for a sub-page that is not built', async () => {
    fakeApi({ [ME]: () => json(200, makeUser()) });
    renderApp('/profile/teacher-prices');
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });
});
