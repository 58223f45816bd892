import { EVENT_TEXTS, WATCH_TEXTS, type Watch } from '@parley/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../../test/auth-helpers.ts';
import { gameRoom } from '../../../test/game-room.ts';
import { startHyperbeamStandIn } from '../../../test/hyperbeam-standin.ts';

let hyperbeam: Awaited<ReturnType<typeof startHyperbeamStandIn>>;
beforeAll(async () => {
  hyperbeam = await startHyperbeamStandIn();
});
afterAll(() => hyperbeam.close());

const room = gameRoom('hyperbeam', () => ({
  env: { HYPERBEAM_API_KEY: hyperbeam.apiKey, HYPERBEAM_BASE_URL: hyperbeam.url, HYPERBEAM_IDLE_SECONDS: '90' },
}));
const eventId = () => room.event.event_id;
const start = async () => {
  const res = await room.request('POST', 'start', room.host, { event_id: eventId() });
  expect(res.statusCode, res.body).toBe(200);
  return room.read<Watch>('get', room.ann);
};
const isOpen = (sessionId: string) => hyperbeam.sessions.get(sessionId)?.termination_date === null;

describe('watching together with a shared browser (HYPERBEAM_API_KEY set)', () => {
  it('opens a Hyperbeam browser for the room as a host starts it; everyone sees it; the host lists it', async () => {
    const watch = await start();
    expect(hyperbeam.seen.at(-1)).toEqual({
      method: 'POST',
      path: '/v0/vm',
      body: { start_url: 'https://www.youtube.com', offline_timeout: 90, ublock: true },
    });
    const session = hyperbeam.sessions.get(watch.view.browser!.session_id)!;
    expect(watch.view.browser).toEqual({ session_id: session.session_id, embed_url: session.embed_url });
    expect(isOpen(session.session_id)).toBe(true);
    expect((await room.socketOf(room.ben).next('ACTIVITY_STATE')).payload.activity).toMatchObject({ browser: null });
    expect((await room.socketOf(room.ben).next('ACTIVITY_STATE')).payload.activity).toEqual(watch.view);
    expect(await room.read('sessions', room.host)).toEqual([{ room_id: watch.room_id, ...watch.view.browser }]);
    const csp = (await room.t.app.inject({ url: '/' })).headers['content-security-policy'];
    expect(csp).toContain('https://*.hyperbeam.com');
  });

  it('closes the browser a host deletes (the room watches videos together), and every browser as they start again or exit', async () => {
    const { host, ann } = room;
    const first = (await start()).view.browser!;
    expectError(await room.request('GET', `sessions?event_id=${eventId()}`, ann), 403, 'FORBIDDEN', EVENT_TEXTS.hostOnly);
    const del = (who = host, id = first.session_id) =>
      room.request('DELETE', `sessions?event_id=${eventId()}&session_id=${id}`, who);
    expectError(await del(ann), 403, 'FORBIDDEN', EVENT_TEXTS.hostOnly);
    expectError(await del(host, 'not-a-session'), 404, 'NOT_FOUND', WATCH_TEXTS.noSuchBrowser);
    expect(isOpen(first.session_id)).toBe(true);

    const closed = await del();
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<Watch>().view.browser).toBeNull();
    expect(isOpen(first.session_id)).toBe(false);
    expect(await room.read('sessions', host)).toEqual([]);

    const second = (await start()).view.browser!;
    const third = (await start()).view.browser!;
    expect([isOpen(second.session_id), isOpen(third.session_id)]).toEqual([false, true]);
    const exit = await room.request('POST', 'exit', host, { event_id: eventId() });
    expect(exit.statusCode, exit.body).toBe(200);
    expect(isOpen(third.session_id)).toBe(false);
  });

  it('lets the room watch videos together when Hyperbeam fails, and a non-host start opens nothing', async () => {
    const before = hyperbeam.seen.length;
    expectError(await room.request('POST', 'start', room.ann, { event_id: eventId() }), 403, 'FORBIDDEN', EVENT_TEXTS.hostOnly);
    expect(hyperbeam.seen.length).toBe(before);
    hyperbeam.fail(503);
    try {
      const watch = await start();
      expect(watch.view).toEqual({ type: 'HYPERBEAM', source: null, playback: null, browser: null });
      const share = await room.request('POST', 'share', room.host, { event_id: eventId(), url: 'https://youtu.be/dQw4w9WgXcQ' });
      expect(share.statusCode, share.body).toBe(200);
    } finally {
      hyperbeam.fail(null);
    }
  });
});
