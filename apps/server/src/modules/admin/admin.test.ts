import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PREFIX,
  ADMIN_TEXTS as T,
  AUTH_TEXTS,
  EVENT_TEXTS,
  FREE_SESSIONS_PER_MONTH,
  adminApi,
  adminUserDetailSchema,
  fillPath,
} from '@parley/contracts';
import { desc } from 'drizzle-orm';
import { adminAuditLog } from '../../db/schema/index.ts';
import { adminOf, asAdmin } from '../../test/admin-helpers.ts';
import { bearer, expectError, login, post } from '../../test/auth-helpers.ts';
import { call, eventBody, member, teacherCandidate, type Member } from '../../test/event-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let learner: Member;
beforeAll(async () => {
  t = await createTestApp();
  learner = await member(t, { username: 'zed_searchable' });
});
afterAll(() => t.close());

const ok = async (res: Awaited<ReturnType<typeof asAdmin>>, status = 200) => {
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
};
const lastAudit = async () => (await t.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.id)).limit(1))[0];
const me = async (who: Member) => (await t.app.inject({ method: 'GET', url: '/api/v1/sdk/auth/me', headers: who.auth })).json();

describe('admin API', () => {
  it('answers 401 without a session and 403 to a member without the admin role, on every call', async () => {
    const params = { userId: learner.id, role: 'admin', reportId: 1, eventId: 'x' };
    for (const e of Object.values(adminApi)) {
      const url = fillPath(e.path, params);
      const payload = e.method === 'GET' || e.method === 'DELETE' ? {} : { payload: { note: '' } };
      expectError(await t.app.inject({ method: e.method, url, ...payload }), 401, 'UNAUTHORIZED');
      const res = await t.app.inject({ method: e.method, url, headers: learner.auth, ...payload });
      expectError(res, 403, 'FORBIDDEN', T.adminsOnly);
    }
    // Refused before its input is judged: a non-admin learns nothing from a validation error.
    expectError(await t.app.inject({ method: 'GET', url: `${ADMIN_PREFIX}/users/abc`, headers: learner.auth }), 403, 'FORBIDDEN');
  });

  it('finds members by name, username or email, paged, and shows one in full; 404 for an unknown member', async () => {
    const found = await ok(await asAdmin(t, 'GET', 'users?q=ZED_SEARCH'));
    expect(found).toMatchObject({
      total: 1,
      items: [{ id: learner.id, roles: [], disabled_at: null, teacher_candidate: false }],
    });
    expect((await ok(await asAdmin(t, 'GET', `users?q=${encodeURIComponent(learner.email)}`))).total).toBe(1);
    expect((await ok(await asAdmin(t, 'GET', 'users?q=%25'))).total).toBe(0);
    const page = await ok(await asAdmin(t, 'GET', 'users?limit=1&offset=1'));
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
    const detail = adminUserDetailSchema.parse(await ok(await asAdmin(t, 'GET', `users/${learner.id}`)));
    expect(detail).toMatchObject({
      username: 'zed_searchable',
      plan: 'free',
      reports: [],
      subscriptions: [],
      homepage_url: null,
    });
    expectError(await asAdmin(t, 'GET', 'users/999999'), 404, 'NOT_FOUND', T.userNotFound);
  });

  it('disables an account: its sessions end at once, it cannot sign in; enabled, it can again', async () => {
    const target = await member(t);
    const admin = await adminOf(t);
    expectError(await asAdmin(t, 'POST', `users/${admin.id}/disable`, {}), 409, 'CONFLICT', T.disableSelf);
    expect((await ok(await asAdmin(t, 'POST', `users/${target.id}/disable`, { note: 'spam' }))).disabled_at).toBe(
      t.clock.now().toISOString(),
    );
    expectError(await t.app.inject({ method: 'GET', url: '/api/v1/sdk/auth/me', headers: target.auth }), 401, 'TOKEN_REVOKED');
    const refused = await post(t, 'login', { email: target.email, password: target.password });
    expectError(refused, 403, 'ACCOUNT_DISABLED', AUTH_TEXTS.accountDisabled);
    expect(await lastAudit()).toMatchObject({
      adminId: admin.id,
      action: 'user.disable',
      targetType: 'user',
      targetId: String(target.id),
      before: { disabled_at: null },
      after: { disabled_at: t.clock.now().toISOString(), reason: 'spam' },
    });
    expectError(await asAdmin(t, 'POST', `users/${target.id}/disable`, {}), 409, 'CONFLICT', T.alreadyDisabled);
    expect((await ok(await asAdmin(t, 'POST', `users/${target.id}/enable`, {}))).disabled_at).toBeNull();
    expect(await lastAudit()).toMatchObject({ action: 'user.enable', after: { disabled_at: null } });
    expectError(await asAdmin(t, 'POST', `users/${target.id}/enable`, {}), 409, 'CONFLICT', T.notDisabled);
    await login(t, target.email, target.password);
    expectError(await asAdmin(t, 'POST', 'users/999999/disable', {}), 404, 'NOT_FOUND', T.userNotFound);
  });

  it('grants and revokes existing roles; an unknown role is 404 and the own admin role stays', async () => {
    const admin = await adminOf(t);
    const other = await member(t);
    const granted = await ok(await asAdmin(t, 'PUT', `users/${other.id}/roles/admin`));
    expect(granted.roles).toEqual(['admin']);
    expect(await lastAudit()).toMatchObject({ action: 'user.role_grant', before: { roles: [] }, after: { roles: ['admin'] } });
    // The new admin's cached caller was dropped: their next call is an admin's.
    expect((await t.app.inject({ method: 'GET', url: `${ADMIN_PREFIX}/audit`, headers: other.auth })).statusCode).toBe(200);
    expectError(await asAdmin(t, 'PUT', `users/${other.id}/roles/wizard`), 404, 'NOT_FOUND', T.roleNotFound);
    expectError(await asAdmin(t, 'DELETE', `users/${admin.id}/roles/admin`), 409, 'CONFLICT', T.ownAdminRole);
    expect((await ok(await asAdmin(t, 'DELETE', `users/${other.id}/roles/admin`))).roles).toEqual([]);
    expect(await lastAudit()).toMatchObject({ action: 'user.role_revoke', before: { roles: ['admin'] }, after: { roles: [] } });
    expectError(await t.app.inject({ method: 'GET', url: `${ADMIN_PREFIX}/audit`, headers: other.auth }), 403, 'FORBIDDEN');
    // The other admin may take this admin's role: only one's own is kept.
    expect((await me(other)).roles).toEqual([]);
  });
});

describe('teacher approval', () => {
  it('holds a candidate to a learner’s limits until approved, then lets them host; they are told by mail', async () => {
    const candidate = await teacherCandidate(t);
    expect((await me(candidate)).teacher_approval_pending).toBe(true);
    const host = await call(t, 'POST', 'event', candidate.auth, eventBody(t));
    expectError(host, 403, 'FORBIDDEN', EVENT_TEXTS.hostingAwaitsApproval);
    const joins = await call(t, 'GET', 'user/event-joins', candidate.auth);
    expect(joins.json().allowance.limit).toBe(FREE_SESSIONS_PER_MONTH);

    const queue = await ok(await asAdmin(t, 'GET', 'teachers/candidates'));
    expect(queue.items.map((c: { id: number }) => c.id)).toContain(candidate.id);
    const approved = await ok(await asAdmin(t, 'POST', `teachers/${candidate.id}/approve`, {}));
    expect(approved).toMatchObject({ teacher_candidate: false, teacher_approved_at: t.clock.now().toISOString() });
    expect((await t.smtp.next(candidate.email)).subject).toBe('Your teacher account is approved');
    expect(await lastAudit()).toMatchObject({
      action: 'teacher.approve',
      before: { status: 'TEACHER', teacher_approved_at: null },
      after: { status: 'TEACHER', teacher_approved_at: t.clock.now().toISOString() },
    });
    expect((await me(candidate)).teacher_approval_pending).toBe(false);
    expect((await call(t, 'GET', 'user/event-joins', candidate.auth)).json().allowance.limit).toBeNull();
    expect((await call(t, 'POST', 'event', candidate.auth, eventBody(t))).statusCode).toBe(201);
    expectError(await asAdmin(t, 'POST', `teachers/${candidate.id}/approve`, {}), 409, 'CONFLICT', T.notCandidate);
    expectError(await asAdmin(t, 'POST', `teachers/${learner.id}/decline`, {}), 409, 'CONFLICT', T.notCandidate);
    expectError(await asAdmin(t, 'POST', 'teachers/999999/approve', {}), 404, 'NOT_FOUND', T.userNotFound);
  });

  it('declines a candidate: they become a learner and are told why', async () => {
    const candidate = await teacherCandidate(t);
    const declined = await ok(
      await asAdmin(t, 'POST', `teachers/${candidate.id}/decline`, { note: 'No teaching experience given' }),
    );
    expect(declined).toMatchObject({ status: 'STUDENT', teacher_candidate: false });
    const mail = await t.smtp.next(candidate.email);
    expect(mail.subject).toBe('About your teacher account');
    expect(mail.text).toContain('Our note: No teaching experience given');
    expect(await lastAudit()).toMatchObject({ action: 'teacher.decline', after: { status: 'STUDENT' } });
    expect(await me(candidate)).toMatchObject({ status: 'STUDENT', teacher_approval_pending: false });
    const queue = await ok(await asAdmin(t, 'GET', 'teachers/candidates?limit=100'));
    expect(queue.items.map((c: { id: number }) => c.id)).not.toContain(candidate.id);
  });
});

describe('sign-in of a disabled account', () => {
  it('refuses a refresh of a session that ended with the disable', async () => {
    const target = await member(t);
    const pair = await login(t, target.email, target.password);
    await ok(await asAdmin(t, 'POST', `users/${target.id}/disable`, {}));
    expectError(await post(t, 'refresh', undefined, bearer(pair.refresh_token)), 401, 'TOKEN_REVOKED');
  });
});
