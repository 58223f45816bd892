import { LIVE_SOCKET_PATH, WS_CLOSE } from '@parley/contracts';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { JobQueuePort } from './platform/queue/index.ts';
import { SOCKET_PATHS } from './plugins/roles.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/** Every job the worker role runs (docs/operations.md, Roles): a new one is added here on purpose. */
const WORKER_JOBS = [
  'activities.wake',
  'events.reminder',
  'feedback',
  'notification.mail',
  'payments.sandbox.webhook',
  'plan-grant.expire',
  'referral.balance-credit',
];

/** A queue that takes jobs and keeps the names this process asked to run. */
function recordingQueue(worked: string[]): JobQueuePort {
  return {
    driver: 'db',
    enqueue: async () => undefined,
    work: (name) => void worked.push(name),
    failed: async () => [],
    counts: async () => ({ waiting: 0, running: 0 }),
    ping: async () => undefined,
    close: async () => undefined,
  };
}

/** The app of one role, with the jobs it asked to run and the timers (sweeps, schedulers) it started while built. */
async function appOf(role: string) {
  const worked: string[] = [];
  let timers = 0;
  const setInterval = globalThis.setInterval;
  const spy = vi.spyOn(globalThis, 'setInterval').mockImplementation(((...args: Parameters<typeof setInterval>) => {
    timers += 1;
    return setInterval(...args);
  }) as typeof setInterval);
  try {
    const t = await createTestApp({ env: { ROLES: role }, platform: { queue: recordingQueue(worked) } });
    return { t, worked, timers };
  } finally {
    spy.mockRestore();
  }
}

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((t) => t.close())));

describe('ROLES: what a process of each role serves', () => {
  it.each([
    { role: 'api', api: true, socket: false, worker: false },
    { role: 'realtime', api: false, socket: true, worker: false },
    { role: 'worker', api: false, socket: false, worker: true },
  ])('$role', async ({ role, api, socket, worker }) => {
    const { t, worked, timers } = await appOf(role);
    apps.push(t);
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    // Every role: the load balancer's health check and the scrape.
    expect((await get('/api/health')).statusCode).toBe(200);
    expect((await get('/metrics')).statusCode).toBe(200);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sdk/auth/login',
      payload: { email: 'a@b.co', password: 'x' },
    });
    const page = await get('/events');
    for (const answer of [login, page, await get('/api/docs/json')]) {
      if (api) expect(answer.statusCode).not.toBe(404);
      else expect(answer.json().detail).toMatchObject({ code: 'NOT_FOUND', error_message: expect.stringContaining('api role') });
    }

    if (socket) {
      const ws = await t.app.injectWS(LIVE_SOCKET_PATH);
      expect(await new Promise((resolve) => ws.on('close', resolve))).toBe(WS_CLOSE.badRequest);
    } else
      for (const url of SOCKET_PATHS) {
        const refused = await get(url);
        expect(refused.statusCode).toBe(404);
        expect(refused.json().detail.error_message).toContain('realtime role');
      }

    // Jobs and sweeps: only the worker; any other process refuses to run jobs at all (platform/queue, queueForRoles).
    expect(worked.sort()).toEqual(worker ? WORKER_JOBS : []);
    if (worker) expect(timers).toBeGreaterThan(0);
    else expect(timers).toBe(0);
  });

  it('a process without the worker role refuses to run jobs', async () => {
    const api = apps.find((t) => t.config.ROLES.join() === 'api')!;
    expect(() => api.platform.queue.work('feedback', async () => undefined)).toThrow(/worker role; this one runs api/);
  });
});
