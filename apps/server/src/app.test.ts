import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

describe('ROLES', () => {
  let worker: TestApp;
  beforeAll(async () => {
    worker = await createTestApp({ env: { ROLES: 'worker' } });
  });
  afterAll(() => worker.close());

  it('a process without the api role serves its health and no API', async () => {
    expect((await worker.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const login = await worker.app.inject({
      method: 'POST',
      url: '/api/v1/sdk/auth/login',
      payload: { email: 'a@b.co', password: 'x' },
    });
    expect(login.statusCode).toBe(404);
    expect(login.json().detail.code).toBe('NOT_FOUND');
  });
});
