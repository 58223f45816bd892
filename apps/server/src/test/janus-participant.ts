import { randomBytes, randomUUID } from 'node:crypto';
import type { JanusJoin } from '@parley/contracts';

/** The Janus `npm test` started (scripts/lib/janus.ts), as the server's JANUS_* configuration; undefined without one. */
export function testJanusEnv(): Record<string, string> | undefined {
  const { TEST_JANUS_URL, TEST_JANUS_ADMIN_URL, TEST_JANUS_ADMIN_SECRET, TEST_JANUS_TOKEN_SECRET } = process.env;
  if (!TEST_JANUS_URL || !TEST_JANUS_ADMIN_URL || !TEST_JANUS_ADMIN_SECRET || !TEST_JANUS_TOKEN_SECRET) return undefined;
  return {
    JANUS_URL: TEST_JANUS_URL,
    JANUS_ADMIN_URL: TEST_JANUS_ADMIN_URL,
    JANUS_ADMIN_SECRET: TEST_JANUS_ADMIN_SECRET,
    JANUS_TOKEN_SECRET: TEST_JANUS_TOKEN_SECRET,
  };
}

type Message = Record<string, unknown> & { janus: string; transaction?: string };
export type VideoroomEvent = Record<string, unknown>;

/** An offer Janus takes from a publisher of audio (mid 0) and video (mid 1); no media ever flows behind it. */
function madeUpOffer(): string {
  const fingerprint = [...randomBytes(32)].map((b) => b.toString(16).padStart(2, '0').toUpperCase()).join(':');
  const common = (mid: string) => [
    'c=IN IP4 0.0.0.0',
    `a=ice-ufrag:${randomBytes(4).toString('hex')}`,
    `a=ice-pwd:${randomBytes(12).toString('hex')}`,
    `a=fingerprint:sha-256 ${fingerprint}`,
    'a=setup:actpass',
    `a=mid:${mid}`,
    'a=sendonly',
    'a=rtcp-mux',
  ];
  return [
    'v=0',
    'o=- 1 2 IN IP4 127.0.0.1',
    's=-',
    't=0 0',
    'a=group:BUNDLE 0 1',
    'm=audio 9 UDP/TLS/RTP/SAVPF 111',
    ...common('0'),
    'a=rtpmap:111 opus/48000/2',
    'a=ssrc:1111 cname:test',
    'm=video 9 UDP/TLS/RTP/SAVPF 96',
    ...common('1'),
    'a=rtpmap:96 VP8/90000',
    'a=ssrc:2222 cname:test',
    '',
  ].join('\r\n');
}

/**
 * Someone in a Janus VideoRoom through its WebSocket API, as a browser would be but without WebRTC: it joins as a
 * publisher with the credentials of a join answer, may publish a made-up offer, and keeps the VideoRoom events it hears.
 */
export async function janusParticipant(
  join: JanusJoin,
  { token, room_token: roomToken }: Pick<JanusJoin, 'token' | 'room_token'> = join,
) {
  const socket = new WebSocket(join.url, 'janus-protocol');
  const replies = new Map<string, (message: Message) => void>();
  const events: VideoroomEvent[] = [];
  const waiters = new Set<() => void>();
  socket.onmessage = ({ data }) => {
    const message = JSON.parse(String(data)) as Message;
    if (message.janus === 'ack') return;
    if (message.janus === 'event') {
      events.push((message.plugindata as { data: VideoroomEvent }).data);
      for (const wake of waiters) wake();
    }
    const reply = message.transaction ? replies.get(message.transaction) : undefined;
    if (!reply) return;
    replies.delete(message.transaction!);
    reply(message);
  };
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  const ask = (body: Record<string, unknown>) =>
    new Promise<Message>((resolve) => {
      const transaction = randomUUID();
      replies.set(transaction, resolve);
      socket.send(JSON.stringify({ ...body, transaction, token }));
    });
  const data = (message: Message) => (message.plugindata as { data: VideoroomEvent } | undefined)?.data ?? message;

  const session = ((await ask({ janus: 'create' })).data as { id: number } | undefined)?.id;
  const handle =
    session &&
    ((await ask({ janus: 'attach', session_id: session, plugin: 'janus.plugin.videoroom' })).data as { id: number }).id;
  const send = async (body: Record<string, unknown>, jsep?: object) =>
    data(await ask({ janus: 'message', session_id: session, handle_id: handle, body, ...(jsep && { jsep }) }));

  return {
    /** Refused at once when the token is not one Janus signed (no session then). */
    session,
    join: () => send({ request: 'join', ptype: 'publisher', room: join.room, id: join.feed_id, token: roomToken }),
    publish: () => send({ request: 'publish' }, { type: 'offer', sdp: madeUpOffer() }),
    /** A request anyone in the room may try on their own handle (a kick, a moderation) without the room's secret. */
    send,
    events,
    /** The first event heard that `matches`, waiting for it. */
    async next(matches: (event: VideoroomEvent) => boolean): Promise<VideoroomEvent> {
      for (;;) {
        const found = events.find(matches);
        if (found) return found;
        await new Promise<void>((resolve) => {
          const wake = () => (waiters.delete(wake), resolve());
          waiters.add(wake);
        });
      }
    },
    close: () => socket.close(),
  };
}
