import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEXTS } from '@parley/contracts';
import { codeIn } from '../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/v1/sdk/auth/register/email', payload: body });

describe('POST register/email', () => {
  it('creates an unverified user, mails a code and answers tokens', async () => {
    const res = await register({ username: 'ana.l', email: 'ana@example.com', password: 'secret1', status: 'STUDENT', bio: 'hi' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({ username: 'ana.l', email: 'ana@example.com', is_verified: false, status: 'STUDENT' });
    expect(body.user).not.toHaveProperty('password');
    expect(body.access_token.token).toBeTruthy();
    const mail = await t.smtp.next('ana@example.com');
    expect(mail.html).toContain(codeIn(mail));
  });

  it('refuses a missing status with the spec text', async () => {
    const res = await register({ username: 'bob', email: 'bob@example.com', password: 'secret1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatchObject({ code: 'VALIDATION_ERROR', error_message: AUTH_TEXTS.statusRequired });
    expect(res.json().detail.errors).toEqual([{ loc: ['body', 'status'], msg: AUTH_TEXTS.statusRequired }]);
  });
});
