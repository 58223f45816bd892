import { LIVE_SOCKET_PATH, type ClientMessage, type ServerFrame, type ServerMessage } from '@parley/contracts';
import { WebSocket } from 'ws';
import type { Member } from './event-helpers.ts';

type Of<T extends ServerMessage['type']> = Extract<ServerMessage, { type: T }>;

/** A live socket as a test drives it (reading array frames, as the web client does, unless batch is false): every message kept in arrival order, waits with a deadline. */
export interface TestSocket {
  messages: ServerMessage[];
  /** How many messages each frame held, in arrival order. */
  frameSizes: number[];
  /** Resolves with the first message of that type after those already taken. */
  next<T extends ServerMessage['type']>(type: T, timeoutMs?: number): Promise<Of<T>>;
  send(message: ClientMessage): void;
  closed: Promise<{ code: number; reason: string }>;
  close(code?: number): void;
  lastSeq(): number;
}

export const tokenOf = (who: Member) => who.auth.authorization!.replace(/^Bearer /, '');

export function openSocket(
  baseUrl: string,
  params: { token: string; eventId: string; since?: number; origin?: string; batch?: boolean },
): TestSocket {
  const url = new URL(LIVE_SOCKET_PATH, baseUrl.replace(/^http/, 'ws'));
  url.searchParams.set('token', params.token);
  url.searchParams.set('event_id', params.eventId);
  if (params.since !== undefined) url.searchParams.set('since', String(params.since));
  if (params.batch !== false) url.searchParams.set('batch', '1');
  const ws = new WebSocket(url, params.origin ? { origin: params.origin } : {});
  const messages: ServerMessage[] = [];
  const frameSizes: number[] = [];
  let taken = 0;
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as ServerFrame;
    const unpacked = Array.isArray(frame) ? frame : [frame];
    messages.push(...unpacked);
    frameSizes.push(unpacked.length);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => {
      resolve({ code, reason: reason.toString() });
      for (const wake of waiters) wake();
    }),
  );
  ws.on('error', () => undefined);
  const outbox: string[] = [];
  ws.on('open', () => outbox.splice(0).forEach((m) => ws.send(m)));

  return {
    messages,
    frameSizes,
    closed,
    next(type, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const look = () => {
          const index = messages.findIndex((m, i) => i >= taken && m.type === type);
          if (index < 0) return false;
          taken = index + 1;
          waiters.delete(look);
          clearTimeout(timer);
          resolve(messages[index] as Of<typeof type>);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(new Error(`no ${type} within ${timeoutMs} ms; got ${messages.map((m) => m.type).join(', ')}`));
        }, timeoutMs);
        if (!look()) waiters.add(look);
      });
    },
    send(message) {
      const raw = JSON.stringify(message);
      if (ws.readyState === ws.OPEN) ws.send(raw);
      else outbox.push(raw);
    },
    close(code = 3000) {
      ws.close(code);
    },
    lastSeq: () => messages.reduce((max, m) => (m.seq !== null && m.seq > max ? m.seq : max), 0),
  };
}
