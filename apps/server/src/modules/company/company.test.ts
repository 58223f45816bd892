import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_TEXTS as T, companyDashboardSchema, type CompanyDashboard } from '@parley/contracts';
import * as z from 'zod/mini';
import { expectError, me } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { companyCall, person as newPerson, type CallArgs, type Person } from './content-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Who = Person;
const call = (...args: CallArgs) => companyCall(t, ...args);
const person = () => newPerson(t);

const dashboardOf = (res: { statusCode: number; body: string; json(): unknown }, status = 200): CompanyDashboard => {
  expect(res.statusCode, res.body).toBe(status);
  return z.strictObject(companyDashboardSchema.shape).parse(res.json());
};

const LOGO = '/api/v1/sdk/storage/files/logo.png';
const start = async (who: Who, name = 'Acme Recruiting') =>
  dashboardOf(await call(who, 'POST', '', { name, billing_email: 'billing@acme.test', logo: LOGO }), 201);

describe('starting an organisation', () => {
  it('makes the buyer its administrator with a join code and no seats until the Team checkout', async () => {
    const ana = await person();
    expectError(await call(ana, 'GET', ''), 404, 'NOT_FOUND', T.notFound);
    const company = await start(ana);
    expect(company).toMatchObject({ name: 'Acme Recruiting', role: 'admin', seats: 0, member_count: 1, subscription: null });
    expect(company.join_code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(company.join_link).toBe(`http://localhost:3000/company/join/${company.join_code}`);
    expect(company.members.map((m) => [m.user.id, m.role])).toEqual([[ana.id, 'admin']]);
    expect((await me(t, ana.token)).json()).toMatchObject({ is_company: true });
    expect((await call(ana, 'GET', '')).json()).toMatchObject({ name: 'Acme Recruiting', role: 'admin' });
    // One organisation per person.
    expectError(await call(ana, 'POST', '', { name: 'Second', billing_email: 'b@acme.test' }), 409, 'CONFLICT', T.alreadyMember);
  });

  it('refuses a blank name, a bad billing address, an outside logo and a caller without a session', async () => {
    const ana = await person();
    const refused = async (body: object, message: string) =>
      expect(expectError(await call(ana, 'POST', '', body), 400, 'VALIDATION_ERROR').errors?.[0]?.msg).toBe(message);
    await refused({ name: '  ', billing_email: 'b@acme.test' }, T.nameRequired);
    await refused({ name: 'x'.repeat(81), billing_email: 'b@acme.test' }, T.nameTooLong);
    await refused({ name: 'Acme', billing_email: 'nope' }, T.billingEmailInvalid);
    await refused({ name: 'Acme', billing_email: 'b@acme.test', logo: 'https://evil.test/x.png' }, T.logoInvalid);
    expect((await call(null, 'POST', '', { name: 'Acme', billing_email: 'b@acme.test' })).statusCode).toBe(401);
    expectError(await call(ana, 'GET', ''), 404, 'NOT_FOUND');
  });
});

describe('administering it', () => {
  it('edits the details, replaces the join code and mails invitations that only their address can accept', async () => {
    const ana = await person();
    const first = await start(ana);
    const edited = dashboardOf(
      await call(ana, 'PATCH', '', { name: 'Acme Talent', billing_email: 'money@acme.test', logo: null }),
    );
    expect(edited).toMatchObject({ name: 'Acme Talent', billing_email: 'money@acme.test', logo: null });
    const replaced = dashboardOf(await call(ana, 'POST', '/join-code'));
    expect(replaced.join_code).not.toBe(first.join_code);
    expectError(await call(null, 'GET', `/join/${first.join_code}`), 404, 'NOT_FOUND', T.codeUnknown);
    // The code is read in any case and answers what the join page shows, to anyone.
    expect((await call(null, 'GET', `/join/${replaced.join_code.toLowerCase()}`)).json()).toEqual({
      name: 'Acme Talent',
      logo: null,
      seats_free: false,
    });

    const ben = await person();
    const invited = dashboardOf(await call(ana, 'POST', '/invitations', { emails: [ben.email.toUpperCase(), 'cy@acme.test'] }));
    expect(invited.invitations.map((i) => i.email).sort()).toEqual([ben.email, 'cy@acme.test'].sort());
    const mail = await t.smtp.next(ben.email);
    expect(mail.subject).toMatch(/invited you to Acme Talent on Parley/);
    const token = /\/company\/invitation\/([\w-]+)/.exec(mail.text)![1]!;
    expect((await call(null, 'GET', `/invitation/${token}`)).json()).toEqual({
      name: 'Acme Talent',
      logo: null,
      seats_free: false,
      email: ben.email,
    });
    // Someone else holding the link cannot take the seat; its own address finds no free seat before the checkout.
    expectError(await call(await person(), 'POST', `/invitation/${token}`), 403, 'FORBIDDEN', T.invitationOtherAddress);
    expectError(await call(ben, 'POST', `/invitation/${token}`), 409, 'CONFLICT', T.noFreeSeat);
    expectError(await call(ben, 'POST', `/join/${replaced.join_code}`), 409, 'CONFLICT', T.noFreeSeat);

    // Inviting again sends a new link; withdrawing closes it.
    await call(ana, 'POST', '/invitations', { emails: [ben.email] });
    const again = /\/company\/invitation\/([\w-]+)/.exec((await t.smtp.next(ben.email)).text)![1]!;
    expect(again).not.toBe(token);
    expectError(await call(null, 'GET', `/invitation/${token}`), 404, 'NOT_FOUND', T.invitationUnknown);
    const open = dashboardOf(await call(ana, 'GET', '/dashboard')).invitations.find((i) => i.email === ben.email)!;
    dashboardOf(await call(ana, 'DELETE', `/invitations/${open.id}`));
    expectError(await call(ana, 'DELETE', `/invitations/${open.id}`), 404, 'NOT_FOUND', T.invitationUnknown);
    expectError(await call(null, 'GET', `/invitation/${again}`), 404, 'NOT_FOUND');
  });

  it('refuses bad invitation lists, the last administrator leaving or stepping down, and everyone but administrators', async () => {
    const ana = await person();
    await start(ana);
    const refused = async (emails: unknown, message: string) =>
      expect(expectError(await call(ana, 'POST', '/invitations', { emails }), 400, 'VALIDATION_ERROR').errors?.[0]?.msg).toBe(
        message,
      );
    await refused([], T.emailsRequired);
    await refused(
      Array.from({ length: 21 }, (_, i) => `p${i}@acme.test`),
      T.tooManyEmails,
    );
    expectError(
      await call(ana, 'POST', '/invitations', { emails: [ana.email] }),
      400,
      'VALIDATION_ERROR',
      `${ana.email} ${T.invitedAlreadyMember}`,
    );
    expectError(await call(ana, 'POST', '/leave'), 409, 'CONFLICT', T.lastAdmin);
    expectError(await call(ana, 'PATCH', `/members/${ana.id}`, { role: 'member' }), 409, 'CONFLICT', T.lastAdmin);
    expectError(await call(ana, 'DELETE', `/members/${ana.id}`), 409, 'CONFLICT', T.lastAdmin);
    expectError(await call(ana, 'DELETE', '/members/999999'), 404, 'NOT_FOUND', T.memberNotFound);

    const outsider = await person();
    for (const [method, path, body] of [
      ['GET', '/dashboard'],
      ['PATCH', '', { name: 'Mine now', billing_email: 'x@x.test' }],
      ['POST', '/join-code'],
      ['POST', '/invitations', { emails: ['x@x.test'] }],
      ['DELETE', '/invitations/1'],
      ['PATCH', `/members/${ana.id}`, { role: 'member' }],
      ['DELETE', `/members/${ana.id}`],
      ['POST', '/leave'],
    ] as [CallArgs[1], string, object?][]) {
      expectError(await call(outsider, method, path, body), 404, 'NOT_FOUND', T.notFound);
      expect((await call(null, method, path, body)).statusCode).toBe(401);
    }
    expect(dashboardOf(await call(ana, 'GET', '/dashboard')).name).toBe('Acme Recruiting');
  });
});
