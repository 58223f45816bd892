import { EVENT_TEXTS, eventsApi, ROUTES } from '@parley/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session/session.ts';
import { apiError, fakeApi, json } from '../../../test/fake-api.ts';
import { makeEvent, makeSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { resetApp } from '../../../test/reset-app.ts';

const LIST = `GET ${eventsApi.list.path}`;
const CREATE = `POST ${eventsApi.create.path}`;
const empty = () => json(200, { items: [], total: 0, limit: 12, offset: 0 });

beforeEach(() => {
  resetApp();
  setSession(makeSession({ id: 1 }));
});
afterEach(() => vi.unstubAllGlobals());

async function openForm() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Host an event' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Host an event' }) };
}

describe('create event form', () => {
  it("shows the spec's texts for a missing language, date and time", async () => {
    const api = fakeApi({ [LIST]: empty, [`GET ${eventsApi.current.path}`]: () => json(200, null) });
    renderApp(ROUTES.events);
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Coffee chat');
    await user.click(within(dialog).getByRole('button', { name: 'Create event' }));
    expect(await within(dialog).findByText(EVENT_TEXTS.languageRequired)).toBeTruthy();
    expect(within(dialog).getByText(EVENT_TEXTS.dateRequired)).toBeTruthy();
    expect(within(dialog).getByText(EVENT_TEXTS.timeRequired)).toBeTruthy();
    expect(api.to('POST', eventsApi.create.path)).toHaveLength(0);
  });

  it('offers exactly the activities a room can run', async () => {
    fakeApi({ [LIST]: empty, [`GET ${eventsApi.current.path}`]: () => json(200, null) });
    renderApp(ROUTES.events);
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Chat',
      'Discussion',
      'Whiteboard',
      'Pictionary',
      'Geography game',
      'Word game',
      'Caption this',
      'Watch together',
    ]);
  });

  it("fills the end one hour after the start and shows a free student the server's refusal", async () => {
    const api = fakeApi({
      [LIST]: empty,
      [`GET ${eventsApi.current.path}`]: () => json(200, null),
      [CREATE]: () => apiError(403, 'FORBIDDEN', EVENT_TEXTS.hostingNeedsPlan),
    });
    renderApp(ROUTES.events);
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Coffee chat');
    await user.click(within(dialog).getByRole('combobox', { name: 'Event language' }));
    await user.click(await screen.findByRole('option', { name: 'English' }));
    const date = within(dialog).getByLabelText('Date');
    await user.type(date, '2030-01-02');
    await user.type(within(dialog).getByLabelText('Start time'), '18:30');
    expect((within(dialog).getByLabelText('End time') as HTMLInputElement).value).toBe('19:30');
    await user.click(within(dialog).getByRole('button', { name: 'Create event' }));
    expect(await within(dialog).findByText(EVENT_TEXTS.hostingNeedsPlan)).toBeTruthy();
    const body = api.to('POST', eventsApi.create.path)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ event_title: 'Coffee chat', event_language: 'en', proficiency: 4, event_type: 'CHAT' });
    expect(body.start_time_utc).toBe(new Date(2030, 0, 2, 18, 30).toISOString());
    expect(body.end_time_utc).toBe(new Date(2030, 0, 2, 19, 30).toISOString());
  });

  it('edits one of my events from /dashboard/workshops', async () => {
    const mine = makeEvent({ host: { id: 1, username: 'dana', display_name: null, image: null } });
    const api = fakeApi({
      [LIST]: () => json(200, { items: [mine], total: 1, limit: 50, offset: 0 }),
      [`GET ${eventsApi.current.path}`]: () => json(200, null),
      [`PUT /api/v1/sdk/event/event/${mine.event_id}`]: () => json(200, { ...mine, event_title: 'Renamed' }),
    });
    renderApp(ROUTES.dashboardWorkshops);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit: Small talk at work' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Renamed');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.to('PUT', `/api/v1/sdk/event/event/${mine.event_id}`)).toHaveLength(1));
    expect(api.to('GET', eventsApi.list.path)[0]?.query).toMatchObject({ is_dashboard: 'true' });
  });
});
