// Postgres pass too: two server instances share one database.
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { sessions } from '../db/schema/sessions.ts';
import type { Db } from '../platform/db/port.ts';
import { createRedisBus } from '../platform/bus/redis.ts';
import { createPayments } from '../platform/payments/index.ts';
import { createQueue } from '../platform/queue/index.ts';
import { authUrl, bearer, newAccount, post } from '../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createAccessTokens } from './auth.ts';
import { createAuthenticator } from './authenticator.ts';

const REDIS_URL = process.env.TEST_REDIS_URL;

/** Fails with `what` after `ms` rather than letting the test's time-out say nothing of which step hung. */
async function within<T>(ms: number, promise: Promise<T>, what: string): Promise<T> {
  const timer = new AbortController();
  try {
    return await Promise.race([
      promise,
      sleep(ms, undefined, { signal: timer.signal }).then(() => Promise.reject(new Error(what))),
    ]);
  } finally {
    timer.abort();
  }
}

const sessionIdOf = (token: string) => decodeJwt(token).sid;

async function signUp(t: TestApp) {
  const res = await post(t, 'register/email', newAccount());
  expect(res.statusCode).toBe(201);
  return res.json() as { access_token: { token: string }; refresh_token: { token: string }; user: { id: number } };
}

describe('cached callers on one instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('forgets a session the moment it ends and a user the moment the row changes', async () => {
    const session = await signUp(t);
    const me = () => t.app.inject({ method: 'GET', url: authUrl('me'), headers: bearer(session.access_token) });
    const first = await me();
    expect(first.json().full_name).toBeNull();
    // The answer kept with the cached caller is the same JSON, sent as JSON.
    const again = await me();
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.body).toBe(first.body);
    const updated = await post(t, 'update', { full_name: 'Ana Lima' }, bearer(session.access_token));
    expect(updated.statusCode).toBe(200);
    expect((await me()).json().full_name).toBe('Ana Lima');
    await post(t, 'logout', undefined, bearer(session.refresh_token));
    expect((await me()).statusCode).toBe(401);
  });
});

/**
 * The database as the authenticator sees it, but the first query's rows are handed over only after `meanwhile` ran:
 * what happens between a query's answer and the code that goes on with it, made to happen every time.
 */
function pausedAfterFirstQuery(db: Db, meanwhile: () => Promise<void>): Db {
  let paused = false;
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, key) {
        const value: unknown = Reflect.get(object, key);
        if (typeof value !== 'function') return value;
        if (key === 'then' && !paused) {
          paused = true;
          return (resolve: (rows: unknown) => unknown, reject: (err: unknown) => unknown) =>
            (object as PromiseLike<unknown>).then(async (rows) => (await meanwhile(), rows)).then(resolve, reject);
        }
        return (...args: unknown[]) => {
          const result: unknown = value.apply(object, args);
          return result !== null && typeof result === 'object' ? wrap(result) : result;
        };
      },
    });
  return wrap(db);
}

describe('a session that ends while its caller is being loaded', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is not kept in the cache: the next request is refused', async () => {
    const session = await signUp(t);
    const loggedOut = async () => {
      expect((await post(t, 'logout', undefined, bearer(session.refresh_token))).statusCode).toBe(200);
    };
    const authenticator = await createAuthenticator({
      db: pausedAfterFirstQuery(t.db, loggedOut),
      tokens: createAccessTokens(t.config.JWT_SECRET, t.clock),
      domain: t.domain,
    });
    try {
      // The load read the session while it was open; the logout and its announcement came before the cache write.
      expect((await authenticator.authenticateToken(session.access_token.token)).user.id).toBe(session.user.id);
      await expect(authenticator.authenticateToken(session.access_token.token)).rejects.toMatchObject({
        code: 'TOKEN_REVOKED',
      });
    } finally {
      await authenticator.close();
    }
  });
});

describe.runIf(REDIS_URL)('cached callers across instances (Redis bus)', () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof buildApp>>;
  let busB: ReturnType<typeof createRedisBus>;
  // A second instance has its own broker connection, job queue client and payments provider (whose sandbox works
  // on the queue), as a real one would.
  let queueB: ReturnType<typeof createQueue>;
  let paymentsB: ReturnType<typeof createPayments>;
  // What the broker connections reported, for the failure message: the test failed twice under load in a year's worth
  // of runs, and a lost message and a logout that never published look the same from here.
  const brokerErrors: string[] = [];
  const noteError = (instance: string) => (err: unknown) => brokerErrors.push(`${instance}: ${String(err)}`);
  beforeAll(async () => {
    a = await createTestApp({ platform: { bus: createRedisBus(REDIS_URL!, noteError('A')) } });
    // A second instance on the same database with its own connection to the broker.
    busB = createRedisBus(REDIS_URL!, noteError('B'));
    queueB = createQueue(a.config, a.db);
    paymentsB = createPayments(a.config, { db: a.db, queue: queueB, clock: a.platform.clock });
    b = await buildApp({
      config: a.config,
      platform: { ...a.platform, bus: busB, queue: queueB, payments: paymentsB },
      logger: false,
    });
    await b.ready();
    // Both instances connected to the broker before the test starts timing.
    await Promise.all([a.platform.bus.ping(), busB.ping()]);
  });
  afterAll(async () => {
    await b.close();
    await paymentsB.close();
    await queueB.close();
    await busB.close();
    await a.close();
  });

  it('a session ended on one instance is refused on the other at once', async () => {
    const session = await within(20_000, signUp(a), 'signing up on instance A hung');
    const meOnB = () => b.inject({ method: 'GET', url: authUrl('me'), headers: bearer(session.access_token) });
    expect((await within(20_000, meOnB(), 'instance B hung on the first me')).statusCode).toBe(200);
    // B's authenticator subscribed before this probe, so it has evicted the caller when the probe hears the change.
    // Waiting for the message instead of polling against the cache's time-out keeps a loaded machine from failing the
    // test while still proving the eviction comes from the bus.
    // Other test processes share the Redis server and announce their own sessions' ends: only this one counts.
    const heard = new Promise<void>((resolve) => {
      void busB.subscribe('auth.changed', (change) => {
        if ((change as { sessionId?: string }).sessionId === sessionIdOf(session.access_token.token)) resolve();
      });
    });
    const loggedOut = await within(20_000, post(a, 'logout', undefined, bearer(session.refresh_token)), 'logout on A hung');
    expect(loggedOut.statusCode).toBeLessThan(300);
    await within(20_000, heard, 'instance B never heard the logout on instance A').catch(async (err: Error) => {
      const [row] = await a.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, String(sessionIdOf(session.access_token.token))));
      throw new Error(
        `${err.message} (session revoked in the database: ${row?.revokedAt ? 'yes' : 'no'}; broker errors: ${
          brokerErrors.join('; ') || 'none'
        })`,
      );
    });
    expect((await meOnB()).statusCode).toBe(401);
  }, 90_000);
});
