import { SignJWT } from 'jose';
import {
  AUTH_PREFIX,
  DEFAULT_EMAIL_PREFERENCES,
  EVENT_REMINDER_LEAD_MS,
  MODULES_PREFIX,
  NOTIFICATION_TEXTS,
  notificationApi as api,
  type EmailPreferences,
} from '@parley/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, post } from '../../test/auth-helpers.ts';
import { call, createEvent, markVerified, participate, student, teacher, type Member } from '../../test/event-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const list = (auth: Headers, query = '') => t.app.inject({ method: 'GET', url: `${api.list.path}${query}`, headers: auth });
const follow = (who: Member, target: Member) =>
  t.app.inject({ method: 'POST', url: `${AUTH_PREFIX}/follow/${target.id}`, headers: who.auth });
const setPreferences = async (who: Member, changes: Partial<EmailPreferences>) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `${MODULES_PREFIX}/submit`,
    headers: who.auth,
    payload: { moduleResult: { id: 'EmailPreferenceModule', data: { ...DEFAULT_EMAIL_PREFERENCES, ...changes } } },
  });
  expect(res.statusCode, res.body).toBe(201);
};
const savedPreferences = async (who: Member) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `${MODULES_PREFIX}/EmailPreferenceModule/results?limit=1`,
    headers: who.auth,
  });
  return res.json().items[0]?.data as EmailPreferences | undefined;
};
const verifiedStudent = async () => {
  const who = await student(t);
  await markVerified(t, who.id);
  return who;
};
const unsubscribeUrl = (header: string) => header.slice(1, -1).replace(t.config.PUBLIC_URL, '');

describe('notices become notifications and mails', () => {
  it('a new follower: kept in the list, mailed with one-click unsubscribe, told once however often followed', async () => {
    const [ana, ben] = [await verifiedStudent(), await student(t)];
    expect((await follow(ben, ana)).statusCode).toBe(200);
    const mail = await t.smtp.next(ana.email);
    expect(mail.subject).toBe(`${ben.username} is following you`);
    expect(mail.text).toContain(`${t.config.PUBLIC_URL}/dashboard/community/${ben.id}`);
    expect(mail.text).toContain(`${t.config.PUBLIC_URL}/unsubscribe?token=`);
    expect(mail.headers['list-unsubscribe']).toMatch(new RegExp(`^<${t.config.PUBLIC_URL}${api.unsubscribe.path}\\?token=.+>$`));
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // Following again is not news.
    expect((await follow(ben, ana)).statusCode).toBe(200);
    const res = await list(ana.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, unread: 1, limit: 20, offset: 0 });
    expect(res.json().items[0]).toMatchObject({
      kind: 'new_follower',
      title: `${ben.username} is following you`,
      link: `/dashboard/community/${ben.id}`,
      read: false,
    });
  });

  it('mails only verified addresses; the notification is kept either way', async () => {
    const [unverified, ben] = [await student(t), await student(t)];
    await follow(ben, unverified);
    await expect(t.smtp.next(unverified.email, 2500)).rejects.toThrow(/no mail/);
    expect((await list(unverified.auth)).json()).toMatchObject({ total: 1, unread: 1 });
  });

  it('a preference turned off stops its mail but not the notification; turned on again, the mail goes', async () => {
    const [ana, ben, cleo] = [await verifiedStudent(), await student(t), await student(t)];
    await setPreferences(ana, { new_followers: false });
    await follow(ben, ana);
    await expect(t.smtp.next(ana.email, 2500)).rejects.toThrow(/no mail/);
    await setPreferences(ana, { new_followers: true });
    await follow(cleo, ana);
    expect((await t.smtp.next(ana.email)).subject).toBe(`${cleo.username} is following you`);
    expect((await list(ana.auth)).json().total).toBe(2);
  });
});

describe('reading notifications', () => {
  it('marks one read, then all; pages newest first; refuses others’ notifications and bad ids', async () => {
    const [ana, ben, cleo, dan] = [await student(t), await student(t), await student(t), await student(t)];
    for (const who of [ben, cleo, dan]) await follow(who, ana);
    const page = (await list(ana.auth, '?limit=2&offset=0')).json();
    expect(page).toMatchObject({ total: 3, unread: 3, limit: 2 });
    expect(page.items.map((n: { title: string }) => n.title)).toEqual([
      `${dan.username} is following you`,
      `${cleo.username} is following you`,
    ]);
    const [newest] = page.items as { id: number }[];
    const read = await t.app.inject({ method: 'PUT', url: `${api.list.path}/${newest!.id}/read`, headers: ana.auth });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ id: newest!.id, read: true });
    // Reading again answers the same.
    expect(
      (await t.app.inject({ method: 'PUT', url: `${api.list.path}/${newest!.id}/read`, headers: ana.auth })).json().read,
    ).toBe(true);
    expect((await list(ana.auth)).json().unread).toBe(2);
    expectError(
      await t.app.inject({ method: 'PUT', url: `${api.list.path}/${newest!.id}/read`, headers: ben.auth }),
      404,
      'NOT_FOUND',
      NOTIFICATION_TEXTS.notFound,
    );
    expectError(
      await t.app.inject({ method: 'PUT', url: `${api.list.path}/abc/read`, headers: ana.auth }),
      400,
      'VALIDATION_ERROR',
    );
    const all = await t.app.inject({ method: 'PUT', url: `${api.list.path}/read_all`, headers: ana.auth });
    expect(all.json()).toEqual({ unread: 0 });
    expect((await list(ana.auth)).json()).toMatchObject({ total: 3, unread: 0 });
    expectError(await list(ana.auth, '?limit=51'), 400, 'VALIDATION_ERROR');
    expectError(await list({}), 401, 'UNAUTHORIZED');
  });
});

describe('POST notification/unsubscribe', () => {
  it('one click from the mail header turns the preference off without signing in, and again changes nothing', async () => {
    const [ana, ben] = [await verifiedStudent(), await student(t)];
    await follow(ben, ana);
    const mail = await t.smtp.next(ana.email);
    const url = unsubscribeUrl(mail.headers['list-unsubscribe']!);
    const oneClick = () =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const res = await oneClick();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ preference: 'new_followers', email: ana.email });
    expect(await savedPreferences(ana)).toEqual({ ...DEFAULT_EMAIL_PREFERENCES, new_followers: false });
    expect((await oneClick()).statusCode).toBe(200);
    const answers = await t.app.inject({
      method: 'GET',
      url: `${MODULES_PREFIX}/EmailPreferenceModule/results`,
      headers: ana.auth,
    });
    expect(answers.json().total).toBe(1);
  });

  it('refuses forged, altered and foreign tokens', async () => {
    const ana = await student(t);
    const forged = await new SignJWT({ pref: 'new_followers' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(ana.id))
      .setAudience('parley:unsubscribe')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-000000'));
    const access = ana.auth.authorization!.replace('Bearer ', '');
    for (const token of [forged, 'nonsense', access]) {
      expectError(
        await t.app.inject({ method: 'POST', url: `${api.unsubscribe.path}?token=${encodeURIComponent(token)}` }),
        400,
        'VALIDATION_ERROR',
        NOTIFICATION_TEXTS.badUnsubscribeLink,
      );
    }
    expectError(await t.app.inject({ method: 'POST', url: api.unsubscribe.path }), 400, 'VALIDATION_ERROR');
  });
});

describe('GET notification/stream', () => {
  it('sends the unread count, then each notification as it comes, and ends when the session does', async () => {
    const [ana, ben] = [await student(t), await student(t)];
    const session = (await post(t, 'login', { email: ana.email, password: ana.password })).json();
    const auth = { authorization: `Bearer ${session.access_token.token}` };
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}${api.stream.path}`, { headers: auth });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    const nextEvent = async () => {
      while (!buffer.includes('\n\n')) {
        const { value, done } = await reader.read();
        if (done) return null;
        buffer += value;
      }
      const [frame, ...rest] = buffer.split('\n\n');
      buffer = rest.join('\n\n');
      const event = /^event: (.+)$/m.exec(frame!)?.[1];
      const data = /^data: (.+)$/m.exec(frame!)?.[1];
      return { event, data: data ? JSON.parse(data) : null };
    };
    expect(await nextEvent()).toEqual({ event: 'ready', data: { unread: 0 } });
    await follow(ben, ana);
    const pushed = await nextEvent();
    expect(pushed).toMatchObject({ event: 'notification', data: { unread: 1, notification: { kind: 'new_follower' } } });
    const refresh = (await list(ana.auth)).json().items[0];
    expect(pushed!.data.notification).toEqual(refresh);
    // Logging out ends the stream; the client's next attempt is refused.
    const loggedOut = await post(t, 'logout', undefined, { authorization: `Bearer ${session.refresh_token.token}` });
    expect(loggedOut.statusCode).toBeLessThan(300);
    expect(await nextEvent()).toBeNull();
    expect((await fetch(`${address}${api.stream.path}`, { headers: auth })).status).toBe(401);
  });
});

describe('events tell their people', () => {
  it('a change of time or title reaches the participants but not the host; a reminder comes an hour before', async () => {
    const host = await teacher(t);
    const ana = await verifiedStudent();
    // Its reminder is due a second and a half from now (the queue waits in real time).
    const start = new Date(t.clock.now().getTime() + EVENT_REMINDER_LEAD_MS + 1500);
    const e = await createEvent(t, host, { event_title: 'Book club', start_time_utc: start.toISOString() });
    await participate(t, ana, e.event_id);
    const reminder = await t.smtp.next(ana.email, 8000);
    expect(reminder.subject).toBe('Starting in an hour: Book club');
    expect(reminder.text).toContain(`/event/${e.short_event_id}`);
    const later = new Date(start.getTime() + 24 * 3600_000);
    const changed = await call(t, 'PUT', `event/${e.event_id}`, host.auth, {
      event_title: 'Reading club',
      start_time_utc: later.toISOString(),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const mail = await t.smtp.next(ana.email);
    expect(mail.subject).toBe('Changed: Reading club');
    expect(mail.text).toContain('it is now called "Reading club"');
    expect(mail.text).toContain('it now starts at');
    expect((await list(host.auth)).json().items.map((n: { kind: string }) => n.kind)).toEqual(['event_reminder']);
    expect((await list(ana.auth)).json().items.map((n: { kind: string }) => n.kind)).toEqual(['event_changed', 'event_reminder']);
  });
});
