import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCENTS,
  AUTH_TEXTS,
  EVENT_TEXTS,
  LANGUAGES,
  MODULE_TEXTS,
  MODULES_PREFIX,
  PROFILE_TEXTS,
  moduleSchema,
  userModulesSchema,
} from '@parley/contracts';
import { seedDemoData, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed.ts';
import { bearer, expectError, login, me, register, type Account } from '../../test/auth-helpers.ts';
import { call, eventBody } from '../../test/event-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const url = (path = '') => `${MODULES_PREFIX}${path}`;
const list = (h: Headers) => t.app.inject({ method: 'GET', url: url(), headers: h });
const getModule = (h: Headers, id: string) => t.app.inject({ method: 'GET', url: url(`/${id}`), headers: h });
const submit = (h: Headers, id: string, data: unknown) =>
  t.app.inject({ method: 'POST', url: url('/submit'), headers: h, payload: { moduleResult: { id, data } } });
const results = (h: Headers, id: string, query = '') =>
  t.app.inject({ method: 'GET', url: url(`/${id}/results${query}`), headers: h });

async function member(status: Account['status'] = 'STUDENT') {
  const { auth } = await register(t, { status });
  return { id: auth.user.id, headers: bearer(auth.access_token), token: auth.access_token.token };
}

const ids = (modules: { id: string }[]) => modules.map((m) => m.id);
const languages = { speaking: [{ code: 'de', proficiency: 4 }], learning: [{ code: 'en', proficiency: 3 }] };

describe('GET modules', () => {
  it('a new student has both required modules pending and the learner options', async () => {
    const s = await member('STUDENT');
    const res = await list(s.headers);
    expect(res.statusCode, res.body).toBe(200);
    const body = userModulesSchema.parse(res.json());
    expect(body.required).toEqual([
      { id: 'TeacherStudentQuestionnaire', is_required: true, is_submitted: false, config: null },
      { id: 'LanguageQuestionnaire', is_required: true, is_submitted: false, config: null },
    ]);
    expect(ids(body.optional)).toEqual([
      'OnboardingTourModule',
      'GiftRecordingFeedbackModule',
      'SurveyDisplayModule',
      'GoalsQuestionnaireModule',
      'PreferredAccentModule',
      'EmailPreferenceModule',
      'Languages',
    ]);
    expect(body.optional.every((m) => !m.is_required && !m.is_submitted)).toBe(true);
    expect(body.submitted).toEqual([]);
  });

  it('a teacher is not offered the learner modules', async () => {
    const teacher = await member('TEACHER');
    const body = (await list(teacher.headers)).json();
    expect(ids(body.required)).toEqual(['TeacherStudentQuestionnaire', 'LanguageQuestionnaire']);
    expect(ids(body.optional)).toEqual(['OnboardingTourModule', 'SurveyDisplayModule', 'EmailPreferenceModule', 'Languages']);
    for (const id of ['GoalsQuestionnaireModule', 'GiftRecordingFeedbackModule', 'PreferredAccentModule']) {
      expectError(await getModule(teacher.headers, id), 403, 'FORBIDDEN', MODULE_TEXTS.notOffered);
      expectError(await submit(teacher.headers, id, {}), 400, 'VALIDATION_ERROR');
    }
    expectError(
      await submit(teacher.headers, 'PreferredAccentModule', { preferred_accent: 'en-US', preferred_voice_type: 'MALE' }),
      403,
      'FORBIDDEN',
      MODULE_TEXTS.notOffered,
    );
    expectError(
      await submit(teacher.headers, 'GiftRecordingFeedbackModule', { accepted: true }),
      403,
      'FORBIDDEN',
      MODULE_TEXTS.notOffered,
    );
  });

  it('refuses anonymous callers', async () => {
    expectError(await list({}), 401, 'UNAUTHORIZED', AUTH_TEXTS.loginRequired);
    expectError(await getModule({}, 'Languages'), 401, 'UNAUTHORIZED', AUTH_TEXTS.loginRequired);
    expectError(await submit({}, 'Languages', languages), 401, 'UNAUTHORIZED', AUTH_TEXTS.loginRequired);
    expectError(await results({}, 'Languages'), 401, 'UNAUTHORIZED', AUTH_TEXTS.loginRequired);
  });
});

describe('GET modules/{moduleId}', () => {
  it('the Languages module carries every language and accent with its shipped flag', async () => {
    const s = await member();
    const res = await getModule(s.headers, 'Languages');
    expect(res.statusCode, res.body).toBe(200);
    const module = moduleSchema.parse(res.json());
    expect(module).toMatchObject({ id: 'Languages', is_required: false, is_submitted: false });
    expect(module.config?.languages).toHaveLength(LANGUAGES.length);
    expect(module.config?.accents).toHaveLength(ACCENTS.length);
    expect(module.config?.languages[0]).toEqual({ code: 'en', name: 'English', flag_image: '/flags/gb.svg' });
    expect(module.config?.accents).toContainEqual({ code: 'en-US', name: 'American English', flag_image: '/flags/us.svg' });
    expect(module.config?.languages.every((l) => /^\/flags\/[a-z]{2}\.svg$/.test(l.flag_image))).toBe(true);
  });

  it('other modules have no configuration; unknown ids are refused', async () => {
    const s = await member();
    expect((await getModule(s.headers, 'TeacherStudentQuestionnaire')).json()).toEqual({
      id: 'TeacherStudentQuestionnaire',
      is_required: true,
      is_submitted: false,
      config: null,
    });
    expectError(await getModule(s.headers, 'NoSuchModule'), 400, 'VALIDATION_ERROR', 'Unknown module');
    expectError(await results(s.headers, 'NoSuchModule'), 400, 'VALIDATION_ERROR', 'Unknown module');
  });
});

describe('POST modules/submit', () => {
  it('Teach or Learn sets the status at once, counts once, and leaves the required list', async () => {
    const s = await member('STUDENT');
    const res = await submit(s.headers, 'TeacherStudentQuestionnaire', { status: 'TEACHER' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      result: { module_id: 'TeacherStudentQuestionnaire', data: { status: 'TEACHER' }, created_at: expect.any(String) },
      user: { id: s.id, status: 'TEACHER' },
    });
    // The cached caller was evicted: the next request is judged as a teacher, a candidate until approved (ADR 0070).
    expect((await me(t, s.token)).json()).toMatchObject({ status: 'TEACHER', teacher_approval_pending: true });
    const hosting = await call(t, 'POST', 'event', s.headers, eventBody(t));
    expectError(hosting, 403, 'FORBIDDEN', EVENT_TEXTS.hostingAwaitsApproval);
    const after = (await list(s.headers)).json();
    expect(ids(after.required)).toEqual(['LanguageQuestionnaire']);
    expect(ids(after.optional)).not.toContain('GoalsQuestionnaireModule');
    expect(after.submitted).toEqual(['TeacherStudentQuestionnaire']);
    expect((await getModule(s.headers, 'TeacherStudentQuestionnaire')).json()).toMatchObject({ is_submitted: true });
    expectError(
      await submit(s.headers, 'TeacherStudentQuestionnaire', { status: 'STUDENT' }),
      409,
      'CONFLICT',
      MODULE_TEXTS.alreadySubmitted,
    );
    expect((await me(t, s.token)).json().status).toBe('TEACHER');
  });

  it('the language questionnaire sets the languages once; the Languages module changes them again and again', async () => {
    const s = await member();
    const first = await submit(s.headers, 'LanguageQuestionnaire', languages);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().user).toMatchObject(languages);
    expectError(await submit(s.headers, 'LanguageQuestionnaire', languages), 409, 'CONFLICT', MODULE_TEXTS.alreadySubmitted);
    const changed = { speaking: [{ code: 'fr', proficiency: 4 }], learning: [{ code: 'ja', proficiency: 1 }] };
    for (const data of [changed, languages, changed]) {
      const res = await submit(s.headers, 'Languages', data);
      expect(res.statusCode, res.body).toBe(201);
    }
    expect((await me(t, s.token)).json()).toMatchObject(changed);
    const body = (await list(s.headers)).json();
    expect(body.optional.find((m: { id: string }) => m.id === 'Languages')).toMatchObject({ is_submitted: true });
    expect(body.submitted).toEqual(['LanguageQuestionnaire', 'Languages']);
  });

  it("validates the data against the module's own schema, with the spec's texts", async () => {
    const s = await member();
    const cases: [string, unknown, string | undefined][] = [
      ['TeacherStudentQuestionnaire', { status: 'PARENT' }, 'Choose Teach or Learn'],
      ['TeacherStudentQuestionnaire', {}, 'Choose Teach or Learn'],
      ['LanguageQuestionnaire', { speaking: [], learning: languages.learning }, PROFILE_TEXTS.languagesRequired],
      ['Languages', { speaking: languages.speaking }, PROFILE_TEXTS.languagesRequired],
      ['Languages', { speaking: [{ code: 'xx', proficiency: 1 }], learning: [] }, PROFILE_TEXTS.languageUnknown],
      ['PreferredAccentModule', { preferred_accent: 'en-ZZ', preferred_voice_type: 'MALE' }, 'Choose an accent from the list'],
      ['PreferredAccentModule', { preferred_accent: 'en-GB', preferred_voice_type: 'ROBOT' }, 'Choose Male or Female'],
      ['GiftRecordingFeedbackModule', { accepted: false }, undefined],
      ['SurveyDisplayModule', { outcome: 'completed', rating: 6, comment: null }, undefined],
      ['SurveyDisplayModule', { outcome: 'maybe' }, undefined],
      ['OnboardingTourModule', { completed_all_steps: 'yes', steps_seen: 3 }, undefined],
      ['EmailPreferenceModule', { event_reminders: true }, undefined],
      [
        'GoalsQuestionnaireModule',
        { goal: ['fly'], occupation: { status: null, description: null }, interests: [], about_me: '' },
        undefined,
      ],
      ['NoSuchModule', {}, undefined],
    ];
    for (const [id, data, text] of cases) expectError(await submit(s.headers, id, data), 400, 'VALIDATION_ERROR', text);
    expectError(
      await t.app.inject({
        method: 'POST',
        url: url('/submit'),
        headers: s.headers,
        payload: { id: 'Languages', data: languages },
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect((await list(s.headers)).json().submitted).toEqual([]);
  });

  it('the tour completes the onboarding once, whether or not every step was seen', async () => {
    const s = await member();
    expect((await me(t, s.token)).json().completed_onboarding).toBe(false);
    const res = await submit(s.headers, 'OnboardingTourModule', { completed_all_steps: false, steps_seen: 2 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user.completed_onboarding).toBe(true);
    expect((await me(t, s.token)).json().completed_onboarding).toBe(true);
    expectError(
      await submit(s.headers, 'OnboardingTourModule', { completed_all_steps: true, steps_seen: 6 }),
      409,
      'CONFLICT',
      MODULE_TEXTS.alreadySubmitted,
    );
    expect(ids((await list(s.headers)).json().optional)).not.toContain('OnboardingTourModule');
  });

  it('the gift and the exit survey are answered once and then leave the list', async () => {
    const s = await member();
    expect((await submit(s.headers, 'GiftRecordingFeedbackModule', { accepted: true })).statusCode).toBe(201);
    expect(
      (await submit(s.headers, 'SurveyDisplayModule', { outcome: 'completed', rating: 4, comment: ' Nice ' })).json(),
    ).toMatchObject({
      result: { data: { outcome: 'completed', rating: 4, comment: 'Nice' } },
    });
    expectError(
      await submit(s.headers, 'GiftRecordingFeedbackModule', { accepted: true }),
      409,
      'CONFLICT',
      MODULE_TEXTS.alreadySubmitted,
    );
    expectError(
      await submit(s.headers, 'SurveyDisplayModule', { outcome: 'dismissed' }),
      409,
      'CONFLICT',
      MODULE_TEXTS.alreadySubmitted,
    );
    const body = (await list(s.headers)).json();
    expect(ids(body.optional)).not.toContain('GiftRecordingFeedbackModule');
    expect(ids(body.optional)).not.toContain('SurveyDisplayModule');
    expect(body.submitted).toEqual(['GiftRecordingFeedbackModule', 'SurveyDisplayModule']);
  });

  it('goals write the about me (a blank one keeps it) and can be answered again', async () => {
    const s = await member();
    const goals = {
      goal: ['travel', 'job_interview'],
      occupation: { status: 'student', description: 'Chemistry' },
      interests: ['hiking', 'chess', 'hiking'],
      about_me: 'I study in Leipzig',
    };
    const res = await submit(s.headers, 'GoalsQuestionnaireModule', goals);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().result.data.interests).toEqual(['hiking', 'chess']);
    expect(res.json().user.about_me).toBe('I study in Leipzig');
    const again = await submit(s.headers, 'GoalsQuestionnaireModule', { ...goals, goal: ['exam'], about_me: '  ' });
    expect(again.statusCode, again.body).toBe(201);
    expect((await me(t, s.token)).json().about_me).toBe('I study in Leipzig');
  });

  it('the preferred accent sets accent and voice, and can change', async () => {
    const s = await member();
    for (const [accent, voice] of [
      ['en-US', 'FEMALE'],
      ['en-IE', 'MALE'],
    ] as const) {
      const res = await submit(s.headers, 'PreferredAccentModule', { preferred_accent: accent, preferred_voice_type: voice });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().user).toMatchObject({ accent, voice_gender: voice });
    }
    expect((await me(t, s.token)).json()).toMatchObject({ accent: 'en-IE', voice_gender: 'MALE' });
  });
});

describe('GET modules/{moduleId}/results', () => {
  it("answers the caller's own results newest first, paged with a total", async () => {
    const s = await member();
    const other = await member();
    const prefs = (task_replies: boolean, event_reminders = true) => ({
      event_reminders,
      event_changes: true,
      new_followers: false,
      feedback_ready: true,
      task_replies,
      lesson_bookings: true,
    });
    const sent = [prefs(false), prefs(true), prefs(true, false)];
    for (const data of sent) {
      expect((await submit(s.headers, 'EmailPreferenceModule', data)).statusCode).toBe(201);
      t.clock.advance(60_000);
    }
    expect((await submit(other.headers, 'EmailPreferenceModule', prefs(false))).statusCode).toBe(201);

    const all = await results(s.headers, 'EmailPreferenceModule');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({ total: 3, limit: 10, offset: 0 });
    expect(all.json().items.map((r: { data: unknown }) => r.data)).toEqual([...sent].reverse());
    const times = all.json().items.map((r: { created_at: string }) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);

    const page = await results(s.headers, 'EmailPreferenceModule', '?limit=1&offset=1');
    expect(page.json()).toMatchObject({ total: 3, limit: 1, offset: 1, items: [{ data: sent[1] }] });
    expect((await results(s.headers, 'GoalsQuestionnaireModule')).json()).toEqual({ items: [], total: 0, limit: 10, offset: 0 });
    expectError(await results(s.headers, 'EmailPreferenceModule', '?limit=0'), 400, 'VALIDATION_ERROR');
    expectError(await results(s.headers, 'EmailPreferenceModule', '?limit=101'), 400, 'VALIDATION_ERROR');
  });
});

describe('seeded demo accounts', () => {
  it('have the required modules submitted and the onboarding done, and seeding again changes nothing', async () => {
    await seedDemoData(t.db);
    await seedDemoData(t.db);
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const auth = await login(t, account.email, DEMO_PASSWORD);
      expect(auth.user).toMatchObject({ status: account.status, completed_onboarding: true, ...account.languages });
      const body = (await list(bearer(auth.access_token))).json();
      expect(body.required).toEqual([]);
      // The student has also accepted the feedback gift, so no demo login opens a dialog.
      const gift = account.status === 'STUDENT' ? ['GiftRecordingFeedbackModule'] : [];
      expect(body.submitted).toEqual(['TeacherStudentQuestionnaire', 'LanguageQuestionnaire', 'OnboardingTourModule', ...gift]);
      const history = await results(bearer(auth.access_token), 'LanguageQuestionnaire');
      expect(history.json()).toMatchObject({ total: 1, items: [{ data: account.languages }] });
    }
  });
});
