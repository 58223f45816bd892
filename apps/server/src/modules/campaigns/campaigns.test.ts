import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AMBASSADOR_ROLE_NAME,
  CAMPAIGN_TEXTS as T,
  CAMPAIGNS_PREFIX,
  REFERRALS_PREFIX,
  REGISTRATION_CODE_UNKNOWN,
  type AmbassadorCode,
  type Campaign,
} from '@parley/contracts';
import { asAdmin } from '../../test/admin-helpers.ts';
import { bearer, DAY, expectError, newAccount, post, registerAndVerify } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { paidPlanEvent as planEvent } from '../../test/paid-plan-event.ts';
import { postEventOk } from '../../test/provider-events.ts';

/** Registration codes resolved in one place: campaigns and ambassadors (ADR 0075); organisations in company's tests. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const path = CAMPAIGNS_PREFIX.slice('/api/v1/sdk/admin/'.length);
const make = (body: object) => asAdmin(t, 'POST', path, body);
const listed = async () => (await asAdmin(t, 'GET', path)).json() as Campaign[];
const signUp = (registration_code: string) => post(t, 'register/email', { ...newAccount(), registration_code });
const refusal = (res: Awaited<ReturnType<typeof signUp>>) => expectError(res, 400, 'VALIDATION_ERROR').errors?.[0]?.msg;

describe('campaign codes', () => {
  it('lets an admin make a campaign, counts who signs up with it, and refuses it once full or expired', async () => {
    const res = await make({
      name: 'Spring fair',
      code: 'spring26',
      max_signups: 2,
      expires_at: new Date(t.clock.now().getTime() + 10 * DAY).toISOString(),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Spring fair', code: 'SPRING26', max_signups: 2, signups: 0 });
    expectError(await make({ name: 'Again', code: 'Spring26' }), 409, 'CONFLICT', T.codeTaken);

    expect((await signUp('spring26')).statusCode).toBe(201);
    const second = await signUp('SPRING26');
    expect(second.statusCode).toBe(201);
    expect(second.json().user.registration_code).toBe('SPRING26');
    expect((await listed()).find((c) => c.code === 'SPRING26')).toMatchObject({ signups: 2 });
    expect(refusal(await signUp('SPRING26'))).toBe(T.full);
    expect(refusal(await signUp('NOSUCHCODE'))).toBe(REGISTRATION_CODE_UNKNOWN);

    await make({ name: 'Short', code: 'SHORT1', expires_at: new Date(t.clock.now().getTime() + DAY).toISOString() });
    t.clock.advance(DAY);
    expect(refusal(await signUp('SHORT1'))).toBe(T.expired);
    expect((await listed()).find((c) => c.code === 'SHORT1')).toMatchObject({ signups: 0 });
  });

  it('refuses bad campaigns and anyone but an admin', async () => {
    expectError(await make({ name: '', code: 'OK1234' }), 400, 'VALIDATION_ERROR');
    expectError(await make({ name: 'x', code: 'no spaces' }), 400, 'VALIDATION_ERROR');
    expectError(
      await make({ name: 'x', code: 'PAST1', expires_at: '2020-01-01T00:00:00Z' }),
      400,
      'VALIDATION_ERROR',
      T.expiryPast,
    );
    expectError(await make({ name: 'x', code: 'ZERO1', max_signups: 0 }), 400, 'VALIDATION_ERROR');
    const learner = bearer((await registerAndVerify(t)).auth.access_token);
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({
        method,
        url: CAMPAIGNS_PREFIX,
        headers: learner,
        ...(method === 'POST' ? { payload: { name: 'x', code: 'MINE1' } } : {}),
      });
      expectError(res, 403, 'FORBIDDEN');
    }
    expect((await t.app.inject({ method: 'GET', url: CAMPAIGNS_PREFIX })).statusCode).toBe(401);
  });
});

describe('ambassadors', () => {
  it('gives an ambassador a code whose sign-ups, and those who subscribe, are theirs; others get 403', async () => {
    const amb = await registerAndVerify(t);
    const headers = bearer(amb.auth.access_token);
    const mine = () => t.app.inject({ method: 'GET', url: `${REFERRALS_PREFIX}/ambassador`, headers });
    expectError(await mine(), 403, 'FORBIDDEN');
    const granted = await asAdmin(t, 'PUT', `users/${amb.auth.user.id}/roles/${AMBASSADOR_ROLE_NAME}`);
    expect(granted.statusCode, granted.body).toBe(200);
    const code = (await mine()).json() as AmbassadorCode;
    expect(code).toMatchObject({ signed_up: 0, subscribed: 0 });
    expect(code.link).toBe(`http://localhost:3000/register?code=${code.code}`);
    // A campaign may not take an ambassador's code.
    expectError(await make({ name: 'Clash', code: code.code }), 409, 'CONFLICT', T.codeTaken);

    const friend = await signUp(code.code.toLowerCase());
    expect(friend.statusCode, friend.body).toBe(201);
    await signUp(code.code);
    expect((await mine()).json()).toMatchObject({ signed_up: 2, subscribed: 0 });
    await postEventOk(t, planEvent(t, { id: 'evt_amb_1', userId: friend.json().user.id, status: 'active' }));
    expect((await mine()).json()).toMatchObject({ code: code.code, signed_up: 2, subscribed: 1 });

    // Without the role the code is no one's.
    await asAdmin(t, 'DELETE', `users/${amb.auth.user.id}/roles/${AMBASSADOR_ROLE_NAME}`);
    expect(refusal(await signUp(code.code))).toBe(REGISTRATION_CODE_UNKNOWN);
  });
});
