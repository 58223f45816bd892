import { afterEach, describe, expect, it } from 'vitest';
import { healthResponseSchema, type HealthResponse } from '@parley/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const health = (app: TestApp) => app.app.inject({ method: 'GET', url: '/api/health' });

describe('GET /api/health', () => {
  it('answers 200 with each port and its driver', async () => {
    t = await createTestApp();
    const res = await health(t);
    expect(res.statusCode).toBe(200);
    const body = healthResponseSchema.parse(res.json());
    expect(body.status).toBe('ok');
    expect(Object.keys(body.ports).sort()).toEqual(['db', 'identity', 'mail', 'payments', 'storage']);
    expect(body.ports.db).toEqual({ status: 'ok', driver: t.platform.database.driver });
    expect(body.ports.mail).toEqual({ status: 'ok', driver: 'smtp' });
    expect(body.ports.storage).toEqual({ status: 'ok', driver: expect.any(String) });
    expect(body.ports.identity).toEqual({ status: 'ok', driver: 'disabled' });
    expect(body.ports.payments).toEqual({ status: 'ok', driver: 'sandbox' });
  });

  it('answers 503 when the database does not answer', async () => {
    t = await createTestApp();
    await t.platform.database.close();
    const res = await health(t);
    expect(res.statusCode).toBe(503);
    const body = healthResponseSchema.parse(res.json());
    expect(body.status).toBe('degraded');
    expect(body.ports.db).toMatchObject({ status: 'down', driver: t.platform.database.driver });
    expect(body.ports.mail?.status).toBe('ok');
  });

  it('reports a port that is down without failing the instance, and why only to a caller on this machine', async () => {
    t = await createTestApp();
    await t.smtp.close();
    const res = await health(t);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'degraded',
      ports: { db: { status: 'ok' }, mail: { status: 'down', driver: 'smtp', detail: expect.any(String) } },
    });
    const remote = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '203.0.113.7' });
    expect(remote.json<HealthResponse>().ports.mail).toEqual({ status: 'down', driver: 'smtp' });
    // A proxy on this machine connects from loopback; the caller it forwards is elsewhere.
    const forwarded = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(forwarded.json<HealthResponse>().ports.mail).toEqual({ status: 'down', driver: 'smtp' });
  });

  it('asks the other servers at most every 30 s, and the database every time', async () => {
    t = await createTestApp();
    expect((await health(t)).json<HealthResponse>().ports.mail?.status).toBe('ok');
    await t.smtp.close();
    t.clock.advance(29_000);
    expect((await health(t)).json<HealthResponse>().ports.mail?.status).toBe('ok');
    t.clock.advance(1_000);
    expect((await health(t)).json<HealthResponse>().ports.mail?.status).toBe('down');
    await t.platform.database.close();
    expect((await health(t)).statusCode).toBe(503);
  });
});
