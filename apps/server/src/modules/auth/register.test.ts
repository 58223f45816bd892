import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEXTS, USERNAME_PATTERN } from '@parley/contracts';
import { authUrl, expectError, get, newAccount, post, register } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST register/email', () => {
  it('creates an unverified user, mails a code in both parts and answers tokens', async () => {
    const res = await post(t, 'register/email', {
      username: 'ana.l',
      email: 'ana@example.com',
      password: 'secret12',
      status: 'STUDENT',
      bio: 'hi',
      full_name: 'Ana L',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({
      username: 'ana.l',
      email: 'ana@example.com',
      is_verified: false,
      is_guest: false,
      status: 'STUDENT',
      bio: 'hi',
      full_name: 'Ana L',
    });
    expect(JSON.stringify(body)).not.toMatch(/password|hash|secret1/i);
    expect(body.access_token).toEqual({ token: expect.any(String), expiration_time: expect.any(String) });
    expect(body.refresh_token).toEqual({ token: expect.any(String), expiration_time: expect.any(String) });

    const mail = await t.smtp.next('ana@example.com');
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(code);
    expect(mail.html).toContain(code);
    expect(mail.html).toMatch(/<html/i);
    expect(mail.subject).toContain(code);
  });

  it('registers a teacher', async () => {
    const res = await post(t, 'register/email', newAccount({ status: 'TEACHER' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().user.status).toBe('TEACHER');
  });
});

describe('POST register/email validation', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['missing status', { status: undefined }, 'status', AUTH_TEXTS.statusRequired],
    ['unknown status', { status: 'ADMIN' }, 'status', AUTH_TEXTS.statusRequired],
    ['invalid email', { email: 'not-an-email' }, 'email', AUTH_TEXTS.emailInvalid],
    ['missing email', { email: undefined }, 'email', AUTH_TEXTS.emailRequired],
    ['password of 7', { password: 'tea-pot' }, 'password', AUTH_TEXTS.passwordTooShort],
    ['missing password', { password: undefined }, 'password', AUTH_TEXTS.passwordRequired],
    ['bio over 50', { bio: 'x'.repeat(51) }, 'bio', AUTH_TEXTS.bioTooLong],
    ['username under 3', { username: 'ab' }, 'username', AUTH_TEXTS.usernameLength],
    ['username over 30', { username: 'a'.repeat(31) }, 'username', AUTH_TEXTS.usernameLength],
    ['username with a space', { username: 'ana lee' }, 'username', AUTH_TEXTS.usernameChars],
    ['username with a dash', { username: 'ana-lee' }, 'username', AUTH_TEXTS.usernameChars],
  ];
  it.each(cases)('%s → 400 with the text', async (_name, change, field, text) => {
    const body = { ...newAccount(), ...change };
    const res = await post(t, 'register/email', body);
    const detail = expectError(res, 400, 'VALIDATION_ERROR', text);
    expect(detail.errors).toContainEqual({ loc: ['body', field], msg: text });
  });

  it('accepts the limits: password of 8, bio of 50, username of 3 and 30', async () => {
    for (const change of [
      { password: 'tea-pots' },
      { bio: 'x'.repeat(50) },
      { username: 'a_b' },
      { username: `Z.${'9'.repeat(28)}` },
    ]) {
      const res = await post(t, 'register/email', { ...newAccount(), ...change });
      expect(res.statusCode, JSON.stringify(change) + res.body).toBe(201);
    }
  });
});

describe('taken username or email', () => {
  it('answers 409 naming the field, also in another case', async () => {
    const { account } = await register(t);
    const sameName = await post(t, 'register/email', newAccount({ username: account.username.toUpperCase() }));
    expect(expectError(sameName, 409, 'USERNAME_TAKEN', AUTH_TEXTS.usernameTaken).errors).toEqual([
      { loc: ['body', 'username'], msg: AUTH_TEXTS.usernameTaken },
    ]);
    const sameEmail = await post(t, 'register/email', newAccount({ email: account.email.toUpperCase() }));
    expect(expectError(sameEmail, 409, 'EMAIL_TAKEN', AUTH_TEXTS.emailTaken).errors).toEqual([
      { loc: ['body', 'email'], msg: AUTH_TEXTS.emailTaken },
    ]);
  });
});

describe('GET check', () => {
  it('tells which of username and email are taken', async () => {
    const { account } = await register(t);
    const q = (s: string) => t.app.inject({ method: 'GET', url: `${authUrl('check')}?${s}` });
    const both = await q(`username=${account.username.toUpperCase()}&email=${encodeURIComponent(account.email)}`);
    expect(both.statusCode).toBe(200);
    expect(both.json()).toEqual({ username_taken: true, email_taken: true });
    const free = await q('username=nobody_here&email=nobody%40example.com');
    expect(free.json()).toEqual({ username_taken: false, email_taken: false });
    const onlyName = await q(`username=${account.username}`);
    expect(onlyName.json()).toEqual({ username_taken: true, email_taken: null });
  });
});

describe('GET friendly_username', () => {
  it('suggests a free, valid username that registers', async () => {
    const res = await get(t, 'friendly_username');
    expect(res.statusCode).toBe(200);
    const { username } = res.json();
    expect(username).toMatch(USERNAME_PATTERN);
    expect(username.length).toBeGreaterThanOrEqual(3);
    expect(username.length).toBeLessThanOrEqual(30);
    const check = await t.app.inject({ method: 'GET', url: `${authUrl('check')}?username=${username}` });
    expect(check.json().username_taken).toBe(false);
    expect((await post(t, 'register/email', newAccount({ username }))).statusCode).toBe(201);
  });
});
