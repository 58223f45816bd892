import { STOREFRONT_TEXTS } from '@parley/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clearSession, setSession } from '../../../lib/session/session.ts';
import { apiError, fakeApi, json } from '../../../test/fake-api.ts';
import { makeHomepage, makeSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { joinOf, pageOf, storefrontTestSetup } from '../test/kit.ts';

storefrontTestSetup();

const {
  max_subscribers: _max,
  waitlist_count: _count,
  ...publicPage
} = makeHomepage({
  features: [{ title: 'Speak every day', description: 'Short daily tasks.', url: 'http://example.com/tasks' }],
  video_url: 'https://youtu.be/dQw4w9WgXcQ',
  expected_days: 3,
});
const plan = (name: string) => screen.getByRole('article', { name });

describe('teacher homepage', () => {
  it('shows the hero, the features and the plans with their prices, to a guest', async () => {
    clearSession('logout');
    fakeApi({ [pageOf('tom-teacher')]: () => json(200, publicPage) });
    renderApp('/tom-teacher');
    expect(await screen.findByRole('heading', { level: 1, name: 'English with Tom' })).toBeTruthy();
    expect(screen.getByText('Hi! I help you speak with confidence.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Speak every day' })).toBeTruthy();
    expect(within(plan('Lite/AI')).getByText('$9')).toBeTruthy();
    expect(within(plan('Basic')).getByText('$20')).toBeTruthy();
    expect(within(plan('Basic')).getByText('5 teacher feedback recordings a month')).toBeTruthy();
    expect(within(plan('Basic')).getByText('3 live sessions a week')).toBeTruthy();
    expect(within(plan('Premium')).getByText('$48')).toBeTruthy();
    expect(within(plan('Premium')).getByText('Daily live sessions')).toBeTruthy();
    expect(within(plan('Premium')).getByText('Teacher feedback within 3 days')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('#pricing');
    expect(screen.getAllByRole('heading', { level: 3, name: /How (does|fast)/ })).toHaveLength(2);
  });

  it('shows the lessons’ average rating once there is one', async () => {
    fakeApi({ [pageOf('tom-teacher')]: () => json(200, { ...publicPage, rating: { average: 4.3, count: 3 } }) });
    renderApp('/tom-teacher');
    expect(await screen.findByText('★ 4.3 from 3 rated lessons')).toBeTruthy();
  });

  it('loads the video from YouTube only when played, without cookies', async () => {
    fakeApi({ [pageOf('tom-teacher')]: () => json(200, publicPage) });
    renderApp('/tom-teacher');
    const user = userEvent.setup();
    const play = await screen.findByRole('button', { name: 'Play Intro video of Tom Teacher' });
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(play);
    expect(document.querySelector('iframe')?.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/,
    );
  });

  it('only shows the plans the teacher chose', async () => {
    fakeApi({ [pageOf('tom-teacher')]: () => json(200, { ...publicPage, visible_prices: [510] }) });
    renderApp('/tom-teacher');
    await screen.findByRole('heading', { level: 1, name: 'English with Tom' });
    const pricing = screen.getByRole('region', { name: 'Plans' });
    expect(
      within(pricing)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-labelledby')),
    ).toEqual(['plan-basic']);
  });

  it('leaves out "About" while the teacher has told nothing about their teaching', async () => {
    fakeApi({ [pageOf('tom-teacher')]: () => json(200, publicPage) });
    renderApp('/tom-teacher');
    await screen.findByRole('heading', { level: 1, name: 'English with Tom' });
    expect(screen.queryByRole('region', { name: 'About Tom Teacher' })).toBeNull();
  });

  it('shows "About" with the teaching profile: price per hour, tags, experience, style and the video', async () => {
    const teaching = {
      experience: 'Ten years with adults.\nIELTS examiner.',
      teaching_style: 'Conversation first.',
      tags: ['IELTS', 'Business'],
      video_link: 'https://vimeo.com/76979871',
      price_per_hour: 25,
    };
    fakeApi({ [pageOf('tom-teacher')]: () => json(200, { ...publicPage, teaching }) });
    renderApp('/tom-teacher');
    const about = await screen.findByRole('region', { name: 'About Tom Teacher' });
    const inAbout = within(about);
    expect(inAbout.getByText('$25 an hour')).toBeTruthy();
    expect(inAbout.getByRole('heading', { level: 3, name: 'Experience' }).nextSibling?.textContent).toBe(teaching.experience);
    expect(inAbout.getByText('Conversation first.')).toBeTruthy();
    const tags = inAbout.getByRole('list', { name: 'Teaching topics' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['IELTS', 'Business']);
    expect(about.querySelector('iframe')).toBeNull();
    expect(inAbout.getByRole('button', { name: 'Play Video of Tom Teacher' })).toBeTruthy();
  });

  it('says "Page not found" for an unknown url', async () => {
    fakeApi({ [pageOf('nobody')]: () => apiError(404, 'NOT_FOUND', STOREFRONT_TEXTS.pageNotFound) });
    renderApp('/nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('stops a guest who leaves with a login dialog; staying keeps the page', async () => {
    clearSession('logout');
    fakeApi({ [pageOf('tom-teacher')]: () => json(200, publicPage) });
    const router = renderApp('/tom-teacher');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'English with Tom' });
    await user.click(screen.getByRole('link', { name: 'Parley home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in to continue' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/tom-teacher');

    await user.click(screen.getByRole('link', { name: 'Parley home' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/' } });
  });

  it('sends a guest who picks a plan to log in, to come back to the plans', async () => {
    clearSession('logout');
    fakeApi({ [pageOf('tom-teacher')]: () => json(200, publicPage) });
    const router = renderApp('/tom-teacher');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'English with Tom' });
    await user.click(within(plan('Premium')).getByRole('button', { name: 'Try it Free' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/tom-teacher', hash: '#pricing' } });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets a student join the waitlist without typing an email; the teacher’s own page explains instead', async () => {
    setSession(makeSession({ id: 5, status: 'STUDENT' }));
    const api = fakeApi({
      [pageOf('tom-teacher')]: () => json(200, publicPage),
      [joinOf('tom-teacher')]: () => json(200, { status: 'joined', message: STOREFRONT_TEXTS.waitlistJoined }),
    });
    renderApp('/tom-teacher');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Join the waitlist' });
    expect(within(form).queryByRole('textbox', { name: 'Email' })).toBeNull();
    await user.type(within(form).getByRole('textbox', { name: 'Message (optional)' }), 'Mornings please');
    await user.click(within(form).getByRole('button', { name: 'Join the waitlist' }));
    expect((await screen.findAllByText(STOREFRONT_TEXTS.waitlistJoined)).length).toBeGreaterThan(0);
    expect(api.to('POST', '/api/v1/sdk/teacher/page/tom-teacher/waitlist')[0]?.body).toEqual({ message: 'Mornings please' });
  });

  it('shows the teacher their own page with the plan buttons explained', async () => {
    fakeApi({ [pageOf('tom-teacher')]: () => json(200, publicPage) });
    renderApp('/tom-teacher');
    await screen.findByRole('heading', { level: 1, name: 'English with Tom' });
    const tryIt = within(plan('Basic')).getByRole('button', { name: 'Try it Free' }) as HTMLButtonElement;
    expect(tryIt.disabled).toBe(true);
    expect(within(plan('Basic')).getByText('This is your page. Students subscribe here.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Join the waitlist' })).toBeNull();
  });
});
