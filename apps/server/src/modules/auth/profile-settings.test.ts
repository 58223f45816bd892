import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABOUT_ME_MAX, AUTH_TEXTS, DISPLAY_NAME_MAX, PROFILE_TEXTS } from '@parley/contracts';
import { bearer, expectError, me, post, registerAndVerify } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn() {
  const { auth } = await registerAndVerify(t);
  const headers = bearer(auth.access_token);
  return { headers, update: (body: unknown) => post(t, 'update', body, headers), me: () => me(t, auth.access_token) };
}

describe('POST update: personal information', () => {
  it('saves every settings field and the next call sees them at once', async () => {
    const u = await signedIn();
    const res = await u.update({
      display_name: '  Ana  ',
      country: 'de',
      pronouns: 1,
      date_of_birth: '1990-05-17',
      about_me: 'I like trains',
      speaking: [{ code: 'es', proficiency: 4 }],
      learning: [
        { code: 'en', proficiency: 2 },
        { code: 'de', proficiency: 1 },
      ],
      group_settings: { min_level: 1, max_level: 2, topics: ['travel', 'music'] },
      address: { country: 'de', city: 'Berlin', zip_code: '10115' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      display_name: 'Ana',
      country: 'DE',
      pronouns: 1,
      date_of_birth: '1990-05-17',
      about_me: 'I like trains',
      speaking: [{ code: 'es', proficiency: 4 }],
      learning: [
        { code: 'en', proficiency: 2 },
        { code: 'de', proficiency: 1 },
      ],
      group_settings: { min_level: 1, max_level: 2, topics: ['travel', 'music'] },
      address: { country: 'DE', city: 'Berlin', state: null, address: null, zip_code: '10115' },
    };
    expect(res.json()).toMatchObject({ message: AUTH_TEXTS.profileUpdated, user: expected });
    // The cached caller was evicted: /me answers the new values within the cache lifetime.
    expect((await u.me()).json()).toMatchObject(expected);
  });

  it('leaves absent fields alone, merges a sent address and clears with null or blank', async () => {
    const u = await signedIn();
    await u.update({ display_name: 'Bo', country: 'FR', about_me: 'Hi', address: { city: 'Paris', state: 'IDF' } });
    const merged = await u.update({ address: { city: 'Lyon', address: '1 Rue' } });
    expect(merged.json().user).toMatchObject({
      display_name: 'Bo',
      country: 'FR',
      about_me: 'Hi',
      address: { country: null, city: 'Lyon', state: 'IDF', address: '1 Rue', zip_code: null },
    });
    const cleared = await u.update({ about_me: '  ', country: null, pronouns: null, date_of_birth: null, group_settings: null });
    expect(cleared.json().user).toMatchObject({
      display_name: 'Bo',
      about_me: null,
      country: null,
      pronouns: null,
      date_of_birth: null,
      group_settings: null,
    });
    const blankCity = await u.update({ address: { city: '' } });
    expect(blankCity.json().user.address).toMatchObject({ city: null, state: 'IDF' });
    const noAddress = await u.update({ address: null });
    expect(noAddress.json().user.address).toBeNull();
    expect((await u.update({})).json().user).toMatchObject({ display_name: 'Bo', address: null });
  });

  it('refuses a blank or too long display name', async () => {
    const u = await signedIn();
    for (const display_name of ['', '   ', null]) {
      const err = expectError(await u.update({ display_name }), 400, 'VALIDATION_ERROR', PROFILE_TEXTS.displayNameRequired);
      expect(err.errors?.[0]?.loc).toEqual(['body', 'display_name']);
    }
    expectError(
      await u.update({ display_name: 'x'.repeat(DISPLAY_NAME_MAX + 1) }),
      400,
      'VALIDATION_ERROR',
      PROFILE_TEXTS.displayNameTooLong,
    );
  });

  it('refuses countries, pronouns and dates that are not on the lists', async () => {
    const u = await signedIn();
    expectError(await u.update({ country: 'XX' }), 400, 'VALIDATION_ERROR', PROFILE_TEXTS.countryUnknown);
    expectError(await u.update({ address: { country: 'Narnia' } }), 400, 'VALIDATION_ERROR', PROFILE_TEXTS.countryUnknown);
    expectError(await u.update({ pronouns: 7 }), 400, 'VALIDATION_ERROR', PROFILE_TEXTS.pronounsUnknown);
    for (const date_of_birth of ['17/05/1990', '1899-12-31', '1990-02-30']) {
      expectError(await u.update({ date_of_birth }), 400, 'VALIDATION_ERROR', PROFILE_TEXTS.dateOfBirthInvalid);
    }
    expectError(
      await u.update({ about_me: 'x'.repeat(ABOUT_ME_MAX + 1) }),
      400,
      'VALIDATION_ERROR',
      PROFILE_TEXTS.aboutMeTooLong,
    );
  });

  it("judges the date of birth by the app's clock: today is fine, tomorrow is refused", async () => {
    const u = await signedIn();
    const today = t.clock.now().toISOString().slice(0, 10);
    expect((await u.update({ date_of_birth: today })).json().user.date_of_birth).toBe(today);
    const tomorrow = new Date(t.clock.now().getTime() + 24 * 3600 * 1000).toISOString().slice(0, 10);
    const err = expectError(
      await u.update({ date_of_birth: tomorrow }),
      400,
      'VALIDATION_ERROR',
      PROFILE_TEXTS.dateOfBirthInvalid,
    );
    expect(err.errors).toEqual([{ loc: ['body', 'date_of_birth'], msg: PROFILE_TEXTS.dateOfBirthInvalid }]);
    expect((await u.me()).json().date_of_birth).toBe(today);
  });
});

describe('POST update: languages and group settings', () => {
  it('refuses empty, unknown, repeated and out-of-range languages', async () => {
    const u = await signedIn();
    expectError(await u.update({ speaking: [] }), 400, 'VALIDATION_ERROR', PROFILE_TEXTS.languagesRequired);
    expectError(await u.update({ learning: null }), 400, 'VALIDATION_ERROR', PROFILE_TEXTS.languagesRequired);
    expectError(
      await u.update({ learning: [{ code: 'xx', proficiency: 2 }] }),
      400,
      'VALIDATION_ERROR',
      PROFILE_TEXTS.languageUnknown,
    );
    for (const proficiency of [0, 5, 2.5]) {
      expectError(
        await u.update({ speaking: [{ code: 'en', proficiency }] }),
        400,
        'VALIDATION_ERROR',
        PROFILE_TEXTS.proficiencyRange,
      );
    }
    expectError(
      await u.update({
        speaking: [
          { code: 'en', proficiency: 4 },
          { code: 'en', proficiency: 3 },
        ],
      }),
      400,
      'VALIDATION_ERROR',
      PROFILE_TEXTS.languageTwice,
    );
    expect((await u.me()).json()).toMatchObject({
      speaking: [{ code: 'en', proficiency: 4 }],
      learning: [{ code: 'en', proficiency: 4 }],
    });
  });

  it('refuses a level range upside down, levels outside 0–3 and unknown topics', async () => {
    const u = await signedIn();
    const err = expectError(
      await u.update({ group_settings: { min_level: 3, max_level: 1, topics: [] } }),
      400,
      'VALIDATION_ERROR',
      PROFILE_TEXTS.levelRange,
    );
    expect(err.errors?.[0]?.loc).toEqual(['body', 'group_settings', 'max_level']);
    expectError(await u.update({ group_settings: { min_level: 0, max_level: 4, topics: [] } }), 400, 'VALIDATION_ERROR');
    expectError(
      await u.update({ group_settings: { min_level: 0, max_level: 3, topics: ['knitting'] } }),
      400,
      'VALIDATION_ERROR',
      PROFILE_TEXTS.topicUnknown,
    );
    const ok = await u.update({ group_settings: { min_level: 0, max_level: 3, topics: [] } });
    expect(ok.json().user.group_settings).toEqual({ min_level: 0, max_level: 3, topics: [] });
  });
});

describe('PUT teacher_profile: a teacher’s teaching profile', () => {
  it('saves experience, style, tags, video and price per hour, keeps what is not sent, and shows them on the homepage', async () => {
    const { auth } = await registerAndVerify(t, { status: 'TEACHER' });
    const headers = bearer(auth.access_token);
    const update = (payload: object, who = headers) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/sdk/auth/teacher_profile', headers: who, payload });
    const res = await update({
      experience: ' Ten years with adults ',
      teaching_style: 'Conversation first',
      tags: ['IELTS', 'Business', 'IELTS'],
      video_link: 'https://youtu.be/dQw4w9WgXcQ',
      price_per_hour: 25,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.profile).toMatchObject({
      experience: 'Ten years with adults',
      teaching_style: 'Conversation first',
      tags: ['IELTS', 'Business'],
      price_per_hour: 25,
    });
    const again = await update({ teaching_style: null });
    expect(again.json().user.profile).toMatchObject({ experience: 'Ten years with adults', teaching_style: null });

    const url = `teach-${auth.user.id}`;
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/sdk/teacher/homepage/banner',
      headers,
      payload: { url, name: 'My lessons' },
    });
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/sdk/teacher/page/${url}` });
    expect(page.json().teaching).toEqual({
      experience: 'Ten years with adults',
      teaching_style: null,
      tags: ['IELTS', 'Business'],
      video_link: 'https://youtu.be/dQw4w9WgXcQ',
      price_per_hour: 25,
    });

    expectError(await update({ video_link: 'https://example.com/v' }), 400, 'VALIDATION_ERROR', PROFILE_TEXTS.videoLinkInvalid);
    expectError(await update({ price_per_hour: 0 }), 400, 'VALIDATION_ERROR', PROFILE_TEXTS.pricePerHourRange);
    expectError(
      await update({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }),
      400,
      'VALIDATION_ERROR',
      PROFILE_TEXTS.tooManyTags,
    );
    const student = await signedIn();
    expectError(await update({ experience: 'x' }, student.headers), 403, 'FORBIDDEN', PROFILE_TEXTS.teachersOnlyProfile);
  });
});
