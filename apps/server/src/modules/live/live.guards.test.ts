import { WS_CLOSE, type Event } from '@parley/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin } from '../../test/admin-helpers.ts';
import { bearer, login, post } from '../../test/auth-helpers.ts';
import { call, setPlan, startedEvent, student, type Member } from '../../test/event-helpers.ts';
import { openSocket, type TestSocket } from '../../test/live-socket.ts';
import { codeIn } from '../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let base: string;
let host: Member;
let event: Event;
const open: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  ({ host, event } = await startedEvent(t));
});
afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});

/** A sign-in of its own (a tab, a device) and its socket in the room, with its snapshot. */
async function signedIn(who: Member) {
  const pair = await login(t, who.email, who.password);
  const socket = openSocket(base, { token: pair.access_token.token, eventId: event.event_id });
  open.push(socket);
  await socket.next('SNAPSHOT');
  return { pair, socket };
}

/** The socket is still open and served: the host's chat reaches it (the change before it was handled first). */
async function stillServed(socket: TestSocket, message: string) {
  expect((await call(t, 'POST', 'chat', host.auth, { event_id: event.event_id, message })).statusCode).toBe(201);
  expect((await socket.next('CHAT')).payload.message.message).toBe(message);
}

describe('sockets and the sign-in that opened them', () => {
  it('a logout closes that session’s socket with 4401 at once, and no other session’s', async () => {
    const ann = await student(t);
    const phone = await signedIn(ann);
    const laptop = await signedIn(ann);
    expect((await post(t, 'logout', undefined, bearer(phone.pair.refresh_token))).statusCode).toBeLessThan(300);
    expect(await phone.socket.closed).toEqual({ code: WS_CLOSE.badToken, reason: 'Signed out' });
    await stillServed(laptop.socket, 'still here');
  });

  it('a plan change keeps the socket; a password reset closes every socket of the account', async () => {
    const ann = await student(t);
    const [one, two] = [await signedIn(ann), await signedIn(ann)];
    await setPlan(t, ann.id, 'pro');
    await stillServed(one.socket, 'after the plan');
    await post(t, 'reset/email/step1', { email: ann.email });
    const code = codeIn(await t.smtp.next(ann.email));
    expect((await post(t, 'reset/email/step2', { email: ann.email, code, password: 'Sockets-close-2026' })).statusCode).toBe(200);
    for (const { socket } of [one, two]) expect((await socket.closed).code).toBe(WS_CLOSE.badToken);
  });

  it('an account an admin disables (as a ban does) is closed out of the room, and its token refused at the door', async () => {
    const ann = await student(t);
    const { pair, socket } = await signedIn(ann);
    expect((await asAdmin(t, 'POST', `users/${ann.id}/disable`, { note: 'spam' })).statusCode).toBe(200);
    expect((await socket.closed).code).toBe(WS_CLOSE.badToken);
    const again = openSocket(base, { token: pair.access_token.token, eventId: event.event_id });
    expect((await again.closed).code).toBe(WS_CLOSE.badToken);
  });
});
