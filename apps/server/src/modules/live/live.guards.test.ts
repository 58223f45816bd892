import { WS_CLOSE, WS_SOCKETS_PER_PERSON, type Event } from '@parley/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin } from '../../test/admin-helpers.ts';
import { bearer, login, post } from '../../test/auth-helpers.ts';
import { call, setPlan, startedEvent, student, type Member } from '../../test/event-helpers.ts';
import { openSocket, tokenOf, type TestSocket } from '../../test/live-socket.ts';
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
    const reset = await post(t, 'reset/email/step2', { email: ann.email, code, password: 'Sockets-close-2026' });
    expect(reset.statusCode, reset.body).toBe(200);
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

/** A member's socket in the room, with its snapshot. */
async function inRoom(who: Member) {
  const socket = openSocket(base, { token: tokenOf(who), eventId: event.event_id });
  open.push(socket);
  await socket.next('SNAPSHOT');
  return socket;
}

describe('floods and piles', () => {
  it('closes a socket that floods one message type with 1008; the room hears no more of it than the type allows', async () => {
    const hostSocket = await inRoom(host);
    const [ann, bob] = [await student(t), await student(t)];
    const annSocket = await inRoom(ann);
    const bobSocket = await inRoom(bob);
    // Far fewer than the socket's whole allowance (180), far more than a person toggles (30 at once).
    for (let i = 0; i < 150; i++)
      annSocket.send({ type: 'MEDIA_STATE', payload: { audio_muted: i % 2 === 0, video_muted: false } });
    bobSocket.send({ type: 'MEDIA_STATE', payload: { audio_muted: true, video_muted: true } });
    expect((await annSocket.closed).code).toBe(WS_CLOSE.flood);
    let heard = await hostSocket.next('MEDIA_STATE');
    while (heard.payload.user_id !== bob.id) heard = await hostSocket.next('MEDIA_STATE');
    const fromAnn = hostSocket.messages.filter((m) => m.type === 'MEDIA_STATE' && m.payload.user_id === ann.id);
    expect(fromAnn.length).toBeLessThanOrEqual(30);
  });

  it(`keeps ${WS_SOCKETS_PER_PERSON} sockets a person to an event: a newer one closes the oldest with 4409`, async () => {
    const ann = await student(t);
    const sockets = [];
    for (let i = 0; i <= WS_SOCKETS_PER_PERSON; i++) sockets.push(await inRoom(ann));
    expect((await sockets[0]!.closed).code).toBe(WS_CLOSE.replaced);
    await stillServed(sockets.at(-1)!, 'to every open one');
    for (const socket of sockets.slice(1, -1))
      expect((await socket.next('CHAT')).payload.message.message).toBe('to every open one');
  });
});
