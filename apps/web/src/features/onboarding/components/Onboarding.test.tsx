import {
  authApi,
  eventsApi,
  modulesApi,
  ROUTES,
  type Module,
  type ModuleId,
  type User,
  type UserModules,
} from '@parley/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { clearSession, forgetEndReason, getSession, setSession } from '../../../lib/session/session.ts';
import { fakeApi, json, type Recorded } from '../../../test/fake-api.ts';
import { makeSession, makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const module = (id: ModuleId, is_required = false): Module => ({ id, is_required, is_submitted: false, config: null });

/** A server that keeps the submitted modules and applies the status and languages to the user, as ours does. */
function server(user: User, modules: UserModules) {
  let current = user;
  const done = new Set<ModuleId>();
  const list = (): UserModules => ({
    required: modules.required.filter((m) => !done.has(m.id)),
    optional: modules.optional.filter((m) => !done.has(m.id)),
    submitted: [...done],
  });
  return fakeApi({
    [`GET ${authApi.me.path}`]: () => json(200, current),
    [`GET ${eventsApi.current.path}`]: () => json(200, null),
    [`GET ${modulesApi.list.path}`]: () => json(200, list()),
    [`POST ${modulesApi.submit.path}`]: ({ body }: Recorded) => {
      const { moduleResult } = body as { moduleResult: { id: ModuleId; data: Record<string, unknown> } };
      done.add(moduleResult.id);
      if (moduleResult.id === 'TeacherStudentQuestionnaire')
        current = { ...current, status: moduleResult.data.status as User['status'] };
      if (moduleResult.id === 'OnboardingTourModule') current = { ...current, completed_onboarding: true };
      const result = {
        id: done.size,
        module_id: moduleResult.id,
        data: moduleResult.data,
        created_at: '2026-01-02T00:00:00.000Z',
      };
      return json(201, { result, user: current });
    },
  });
}

const submitted = (api: ReturnType<typeof fakeApi>) =>
  api.to('POST', modulesApi.submit.path).map((call) => (call.body as { moduleResult: unknown }).moduleResult);

beforeAll(() => {
  // jsdom does no layout, so it has no scrolling; the tour scrolls each target into view.
  Element.prototype.scrollIntoView = () => undefined;
});

beforeEach(() => {
  clearSession('logout');
  forgetEndReason();
  queryClient.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('required modules', () => {
  it('asks Teach or Learn, then languages (English 4 both ways), submits both and closes', async () => {
    const user = makeUser({ completed_onboarding: false });
    setSession(makeSession(user));
    const api = server(user, {
      required: [module('TeacherStudentQuestionnaire', true), module('LanguageQuestionnaire', true)],
      optional: [],
      submitted: [],
    });
    renderApp(ROUTES.events);

    const modal = await screen.findByRole('dialog', { name: 'Welcome to Parley' });
    expect(within(modal).getByRole('radio', { name: 'Learn' })).toHaveProperty('checked', true);
    await userEvent.click(within(modal).getByRole('button', { name: 'Next' }));
    expect(
      within(modal)
        .getAllByRole('combobox', { name: 'Language' })
        .map((c) => c.textContent),
    ).toEqual(['English', 'English']);
    expect(
      within(modal)
        .getAllByRole('combobox', { name: 'Level' })
        .map((c) => c.textContent),
    ).toEqual(['Native or fluent', 'Native or fluent']);
    await userEvent.click(within(modal).getByRole('button', { name: 'Start using Parley' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Welcome to Parley' })).toBeNull());
    expect(submitted(api)).toEqual([
      { id: 'TeacherStudentQuestionnaire', data: { status: 'STUDENT' } },
      {
        id: 'LanguageQuestionnaire',
        data: { speaking: [{ code: 'en', proficiency: 4 }], learning: [{ code: 'en', proficiency: 4 }] },
      },
    ]);
  });

  it('sends a new teacher to the teacher landing and updates the local user', async () => {
    const user = makeUser({ status: 'STUDENT' });
    setSession(makeSession(user));
    server(user, { required: [module('TeacherStudentQuestionnaire', true)], optional: [], submitted: [] });
    const router = renderApp(ROUTES.events);
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));

    const modal = await screen.findByRole('dialog', { name: 'Welcome to Parley' });
    await userEvent.click(within(modal).getByRole('radio', { name: 'Teach' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Start using Parley' }));

    await waitFor(() => expect(visited).toContain(ROUTES.teacherLanding));
    expect(getSession()?.user.status).toBe('TEACHER');
  });
});

describe('tour, then gift', () => {
  it('shows the 6-step student tour first, records a skip, then offers the gift', async () => {
    const user = makeUser({ completed_onboarding: false });
    setSession(makeSession(user));
    const api = server(user, {
      required: [],
      optional: [module('OnboardingTourModule'), module('GiftRecordingFeedbackModule'), module('GoalsQuestionnaireModule')],
      submitted: [],
    });
    renderApp(ROUTES.events);

    const tour = await screen.findByRole('dialog', { name: 'Home' });
    expect(within(tour).getByText(/Step 1 of 6/)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: "You've received a gift!" })).toBeNull();
    await userEvent.click(within(tour).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'Your dashboard' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Skip tour' }));

    expect(await screen.findByRole('dialog', { name: "You've received a gift!" })).toBeTruthy();
    expect(submitted(api)).toEqual([{ id: 'OnboardingTourModule', data: { completed_all_steps: false, steps_seen: 2 } }]);
    expect(getSession()?.user.completed_onboarding).toBe(true);
  });

  it('has 5 steps for a teacher', async () => {
    const user = makeUser({ status: 'TEACHER', completed_onboarding: false });
    setSession(makeSession(user));
    server(user, { required: [], optional: [module('OnboardingTourModule')], submitted: [] });
    renderApp(ROUTES.events);
    const tour = await screen.findByRole('dialog', { name: 'Home' });
    expect(within(tour).getByText(/Step 1 of 5/)).toBeTruthy();
  });

  it('does not start for a user whose onboarding is completed', async () => {
    const user = makeUser({ completed_onboarding: true });
    setSession(makeSession(user));
    const api = server(user, { required: [], optional: [module('OnboardingTourModule')], submitted: [] });
    renderApp(ROUTES.events);
    await waitFor(() => expect(api.to('GET', modulesApi.list.path).length).toBeGreaterThan(0));
    expect(await screen.findByRole('heading', { name: 'English Events' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('guests', () => {
  it('are not asked for modules', async () => {
    const user = makeUser({ is_guest: true, is_verified: false, email: null });
    setSession(makeSession(user));
    const api = server(user, { required: [module('TeacherStudentQuestionnaire', true)], optional: [], submitted: [] });
    renderApp(ROUTES.events);
    expect(await screen.findByRole('heading', { name: 'English Events' })).toBeTruthy();
    expect(api.to('GET', modulesApi.list.path)).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
