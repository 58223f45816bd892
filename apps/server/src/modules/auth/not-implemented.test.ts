import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notImplementedAuthCalls } from '@parley/contracts';
import { expectError } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('calls no issue has asked for yet', () => {
  it('covers the spec calls the issue names', () => {
    const paths = notImplementedAuthCalls.map((c) => `${c.method} ${c.path.replace('/api/v1/sdk/auth/', '')}`);
    expect(paths.sort()).toEqual(
      [
        'POST register/phone_number',
        'POST verify/phone_number',
        'POST verify/phone_number/resend',
        'GET register/facebook',
        'GET login/facebook',
        'POST sso/login',
        'POST sso/callback',
        'POST oauth2/login',
        'POST /api/v1/extensions/socialauth/verify',
        'POST sync_google_calendar',
        'POST link_google_account',
        'POST refresh/rtm',
      ].sort(),
    );
  });

  it.each(notImplementedAuthCalls.map((c) => [c.method, c.path, c.what] as const))(
    '%s %s → 501 with a clear message',
    async (method, url, what) => {
      const res = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      const detail = expectError(res, 501, 'NOT_IMPLEMENTED');
      expect(detail.error_message).toBe(`${what} is not available yet. Please use email sign-in.`);
    },
  );
});
