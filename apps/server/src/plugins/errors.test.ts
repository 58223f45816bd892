// Postgres pass too: each driver raises its own database errors, and none may leak.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_ERROR_TEXT } from '@parley/contracts';
import { authUrl, bearer, expectError, expectNoInternals, newAccount, registerAndVerify } from '../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { BODY_LIMIT_BYTES: '2048' } });
});
afterAll(() => t.close());

describe('error envelope', () => {
  it('unknown API routes answer a 404 envelope', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/nothing/here'],
      ['POST', '/api/unknown'],
      ['GET', '/api'],
      ['DELETE', authUrl('nope')],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(expectError(res, 404, 'NOT_FOUND').error_message).toContain(url.split('?')[0]);
    }
  });

  it('malformed JSON answers 400 INVALID_JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: authUrl('login'),
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@example.com", ',
    });
    expectError(res, 400, 'INVALID_JSON', 'The request body is not valid JSON');
    expectNoInternals(res.body);
  });

  it('a body over BODY_LIMIT_BYTES answers 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: authUrl('register/email'),
      payload: { ...newAccount(), bio: 'x'.repeat(4096) },
    });
    expectError(res, 413, 'PAYLOAD_TOO_LARGE', 'The request body is too large');
  });

  it('an unsupported content type answers 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: authUrl('login'),
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('validation errors list where and what, without internals', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: authUrl('register/email'),
      payload: { username: 1, email: [], password: {} },
    });
    const detail = expectError(res, 400, 'VALIDATION_ERROR');
    expect(detail.errors?.length).toBeGreaterThanOrEqual(3);
    for (const issue of detail.errors ?? []) expect(issue.loc[0]).toBe('body');
    expectNoInternals(res.body);
  });

  it('a NUL character anywhere in an id, a query or a body is refused before the database sees it', async () => {
    const { auth } = await registerAndVerify(t);
    const headers = bearer(auth.access_token);
    for (const [req, loc] of [
      [{ method: 'GET', url: '/api/v1/sdk/event/%00/config' }, ['params', 'eventId']],
      [{ method: 'GET', url: '/api/v1/sdk/event/can-join?event_id=%00' }, ['query', 'event_id']],
      [{ method: 'POST', url: authUrl('login'), payload: { email: 'a\u0000@example.com', password: 'x' } }, ['body', 'email']],
    ] as const) {
      const res = await t.app.inject({ ...req, headers });
      const detail = expectError(res, 400, 'VALIDATION_ERROR', 'Text may not contain NUL characters');
      expect(detail.errors?.[0]?.loc).toEqual(loc);
    }
  });

  it('an address the router cannot take answers in the envelope', async () => {
    expectError(await t.app.inject({ method: 'GET', url: `/api/v1/sdk/event/${'a'.repeat(600)}/config` }), 414, 'URI_TOO_LONG');
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/sdk/storage/files/%E0%A4%A' });
    expectError(bad, 400, 'VALIDATION_ERROR', 'The address is not valid');
  });

  it('every answer carries a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await t.app.inject({ method: 'GET', url: '/api/nothing', headers: { 'x-request-id': 'trace-me-123' } });
    expect(echoed.headers['x-request-id']).toBe('trace-me-123');
  });
});

describe('our own faults', () => {
  it('answer 500 with the generic text and no stack trace or SQL', async () => {
    const broken = await createTestApp();
    try {
      await broken.platform.database.close();
      for (const req of [
        { method: 'POST' as const, url: authUrl('login'), payload: { email: 'a@example.com', password: 'secret12' } },
        { method: 'POST' as const, url: authUrl('register/email'), payload: newAccount() },
        { method: 'GET' as const, url: authUrl('profile/somebody') },
      ]) {
        const res = await broken.app.inject(req);
        expectError(res, 500, 'INTERNAL_ERROR', GENERIC_ERROR_TEXT);
        expectNoInternals(res.body);
      }
    } finally {
      await broken.close();
    }
  });
});
