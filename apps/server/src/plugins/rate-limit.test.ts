import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createRedisCounters } from '../platform/counters/redis.ts';
import { authUrl, bearer, expectError, newAccount, post } from '../test/auth-helpers.ts';
import { freePort } from '../test/server-process.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const REDIS_URL = process.env.TEST_REDIS_URL;

let t: TestApp | undefined;
/** The instances of a test that runs several. */
const instances: TestApp[] = [];
afterEach(async () => {
  await Promise.all([t, ...instances.splice(0)].map((app) => app?.close()));
  t = undefined;
});

const loginFrom = (app: TestApp, email: string, ip: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/v1/sdk/auth/login',
    remoteAddress: ip,
    payload: { email, password: 'wrong-password' },
  });

function expectLimited(res: Awaited<ReturnType<typeof loginFrom>>) {
  expectError(res, 429, 'RATE_LIMITED');
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe('auth rate limits', () => {
  it('limits per IP across accounts, with Retry-After and the envelope', async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '3', AUTH_RATE_LIMIT_PER_ACCOUNT: '100' } });
    for (let i = 0; i < 3; i++) expectError(await loginFrom(t, `a${i}@example.com`, '10.0.0.1'), 401, 'INVALID_CREDENTIALS');
    expectLimited(await loginFrom(t, 'a9@example.com', '10.0.0.1'));
    // Another address is not affected.
    expectError(await loginFrom(t, 'a9@example.com', '10.0.0.2'), 401, 'INVALID_CREDENTIALS');
  });

  it('limits per account (email, any case) across IPs', async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '100', AUTH_RATE_LIMIT_PER_ACCOUNT: '2' } });
    expectError(await loginFrom(t, 'victim@example.com', '10.0.0.1'), 401, 'INVALID_CREDENTIALS');
    expectError(await loginFrom(t, 'VICTIM@example.com', '10.0.0.2'), 401, 'INVALID_CREDENTIALS');
    expectLimited(await loginFrom(t, 'victim@example.com', '10.0.0.3'));
    // Another account from the same IPs is not affected.
    expectError(await loginFrom(t, 'someone@example.com', '10.0.0.3'), 401, 'INVALID_CREDENTIALS');
  });

  it('limits sign-ups too', async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1' } });
    expect((await post(t, 'register/email', newAccount())).statusCode).toBe(201);
    const res = await post(t, 'register/email', newAccount());
    expectError(res, 429, 'RATE_LIMITED');
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('limits the availability check per IP, and per session when signed in, whatever the IP', async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '3', AUTH_RATE_LIMIT_PER_ACCOUNT: '2' } });
    const app = t;
    const check = (ip: string, headers: Record<string, string> = {}) =>
      app.app.inject({ method: 'GET', url: `${authUrl('check')}?email=someone@example.com`, remoteAddress: ip, headers });
    for (let i = 0; i < 3; i++) expect((await check('10.0.0.1')).statusCode).toBe(200);
    expectLimited(await check('10.0.0.1'));

    const guest = (await post(t, 'guest_user/register')).json();
    const signedIn = bearer(guest.access_token);
    expect((await check('10.0.0.2', signedIn)).statusCode).toBe(200);
    expect((await check('10.0.0.3', signedIn)).statusCode).toBe(200);
    expectLimited(await check('10.0.0.4', signedIn));
    // The address itself still has its budget.
    expect((await check('10.0.0.4')).statusCode).toBe(200);
  });
});

/** The availability check, limited per address, from `remoteAddress` (a client, or a proxy passing a client's call on). */
const checkFrom = (app: TestApp, remoteAddress: string, forwardedFor?: string) =>
  app.app.inject({
    method: 'GET',
    url: `${authUrl('check')}?email=someone@example.com`,
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

const PROXY = '10.0.0.9';

describe('the address a limit counts', () => {
  it('behind one proxy (TRUST_PROXY=1): the one the proxy saw, whatever the client forged before it', async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '2', TRUST_PROXY: '1' } });
    // The proxy appends the address it saw to the X-Forwarded-For the client sent.
    expect((await checkFrom(t, PROXY, '1.2.3.4, 203.0.113.7')).statusCode).toBe(200);
    expect((await checkFrom(t, PROXY, '5.6.7.8, 203.0.113.7')).statusCode).toBe(200);
    expectLimited(await checkFrom(t, PROXY, '9.9.9.9, 203.0.113.7'));
    // Another client of the same proxy has its own budget.
    expect((await checkFrom(t, PROXY, '203.0.113.8')).statusCode).toBe(200);
  });

  it('behind proxies at known addresses: their word only, not a client’s that reaches the server itself', async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '2', TRUST_PROXY: '10.0.0.0/8' } });
    expect((await checkFrom(t, PROXY, '1.2.3.4, 203.0.113.7')).statusCode).toBe(200);
    expect((await checkFrom(t, '10.0.0.10', '203.0.113.7')).statusCode).toBe(200);
    expectLimited(await checkFrom(t, PROXY, '203.0.113.7'));
    expect((await checkFrom(t, '198.51.100.1', '203.0.113.50')).statusCode).toBe(200);
    expect((await checkFrom(t, '198.51.100.1', '203.0.113.51')).statusCode).toBe(200);
    expectLimited(await checkFrom(t, '198.51.100.1', '203.0.113.52'));
  });

  it('with no proxy trusted (the default): X-Forwarded-For is ignored, and an IPv6 /64 is one address', async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '2' } });
    expect((await checkFrom(t, '198.51.100.1', '203.0.113.50')).statusCode).toBe(200);
    expect((await checkFrom(t, '198.51.100.1', '203.0.113.51')).statusCode).toBe(200);
    expectLimited(await checkFrom(t, '198.51.100.1', '203.0.113.52'));
    expect((await checkFrom(t, '2001:db8::1')).statusCode).toBe(200);
    expect((await checkFrom(t, '2001:db8::2')).statusCode).toBe(200);
    expectLimited(await checkFrom(t, '2001:db8::ffff'));
    expect((await checkFrom(t, '2001:db8:0:1::1')).statusCode).toBe(200);
  });
});

/** An instance allowing `perIp` calls an address, counting on the Redis at `redisUrl`. */
async function instance(redisUrl: string, perIp: number, options: { prefix?: string; log?: string[] } = {}) {
  const { log } = options;
  const app = await createTestApp({
    env: { AUTH_RATE_LIMIT_PER_IP: String(perIp) },
    platform: { counters: createRedisCounters(redisUrl, { prefix: options.prefix }) },
    ...(log ? { logger: { level: 'info', stream: { write: (line: string) => void log.push(line) } } } : {}),
  });
  instances.push(app);
  return app;
}

describe.runIf(REDIS_URL)('rate limits across instances (Redis)', () => {
  it('refuse calls spread over two instances at the count one instance refuses at', async () => {
    // Test runs sharing one Redis count under their own prefix.
    const prefix = `test:${randomUUID()}:`;
    const [a, b] = [await instance(REDIS_URL!, 4, { prefix }), await instance(REDIS_URL!, 4, { prefix })];
    for (const app of [a, b, a, b]) expect((await checkFrom(app, '198.51.100.1')).statusCode).toBe(200);
    expectLimited(await checkFrom(a, '198.51.100.1'));
    expectLimited(await checkFrom(b, '198.51.100.1'));
  });
});

describe('rate limits when Redis does not answer', () => {
  it('count on each instance, with one log line, rather than failing or lifting the limit', async () => {
    const log: string[] = [];
    const app = await instance(`redis://127.0.0.1:${await freePort()}`, 2, { log });
    expect((await checkFrom(app, '198.51.100.1')).statusCode).toBe(200);
    expect((await checkFrom(app, '198.51.100.1')).statusCode).toBe(200);
    expectLimited(await checkFrom(app, '198.51.100.1'));
    const told = log.map((line) => JSON.parse(line) as { msg: string; level: number }).filter((l) => /shared counts/.test(l.msg));
    expect(told).toEqual([expect.objectContaining({ level: 50, msg: expect.stringMatching(/do not answer/) })]);
  });
});
