import type { ClientMessage, ServerMessage } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { CLIENT_MESSAGES, type SocketContext } from './client-messages.ts';
import { createDispatcher, type DispatchTable } from './live.dispatch.ts';

/** A promise the test settles by hand. */
function deferred() {
  let resolve!: () => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** A table whose every entry records what it was handed and answers with the test's next outcome for its type. */
function recordingTable() {
  const handled: ClientMessage[] = [];
  const outcomes = new Map<ClientMessage['type'], () => unknown>();
  const entry = (message: ClientMessage) => {
    handled.push(message);
    return outcomes.get(message.type)?.();
  };
  const table: DispatchTable<null> = {
    SIGNAL: { handle: (_, m) => entry(m) },
    MEDIA_STATE: { toggle: true, handle: (_, m) => entry(m) },
    CHANGE_EVENT_TYPE: { handle: (_, m) => entry(m) },
    SET_DISCUSSION_TOPIC: { handle: (_, m) => entry(m) },
    EXTEND_ROUND: { handle: (_, m) => entry(m) },
    PING: { handle: (_, m) => entry(m) },
    SCREEN_SHARE: { handle: (_, m) => entry(m) },
    WHITEBOARD_DRAFT: { handle: (_, m) => entry(m) },
    WHITEBOARD_COMMIT: { handle: (_, m) => entry(m) },
    PICTIONARY_POINTS: { handle: (_, m) => entry(m) },
    PICTIONARY_STROKE: { handle: (_, m) => entry(m) },
    PICTIONARY_CLEAR: { handle: (_, m) => entry(m) },
  };
  return { table, handled, outcomes };
}

function dispatcherOf(table: DispatchTable<null>) {
  const sent: ServerMessage[] = [];
  const failures: unknown[] = [];
  const dispatch = createDispatcher(table, null, { send: (m) => sent.push(m), onError: (err) => failures.push(err) });
  return { dispatch, sent, failures };
}

const frame = (message: ClientMessage) => JSON.stringify(message);
const toggle = (audio_muted: boolean): ClientMessage => ({ type: 'MEDIA_STATE', payload: { audio_muted, video_muted: false } });

describe('the live socket’s dispatch', () => {
  it('hands each message to the entry of its type, with its payload', async () => {
    const { table, handled } = recordingTable();
    const { dispatch, sent } = dispatcherOf(table);
    const messages: ClientMessage[] = [
      { type: 'SET_DISCUSSION_TOPIC', payload: { topic: 'Travel' } },
      { type: 'CHANGE_EVENT_TYPE', payload: { event_type: 'DISCUSSION' } },
      { type: 'SIGNAL', payload: { to_user_id: 4, data: { kind: 'offer', sdp: 'v=0' } } },
      { type: 'EXTEND_ROUND' },
      { type: 'PING', payload: {} },
    ];
    for (const message of messages) await dispatch(frame(message));
    expect(handled).toEqual(messages);
    expect(sent).toEqual([]);
  });

  it('answers a malformed or unknown frame with VALIDATION_ERROR and hands it to no entry', async () => {
    const { table, handled } = recordingTable();
    const { dispatch, sent } = dispatcherOf(table);
    await dispatch('{not json');
    await dispatch(JSON.stringify({ type: 'SHOUT', payload: {} }));
    await dispatch(JSON.stringify({ type: 'SIGNAL', payload: { to_user_id: 'x' } }));
    expect(handled).toEqual([]);
    expect(sent.map((m) => m.type === 'ERROR' && m.payload.code)).toEqual(Array(3).fill('VALIDATION_ERROR'));
  });

  it('lets toggles go without waiting for each other, and makes any other message wait until they are stored', async () => {
    const { table, handled, outcomes } = recordingTable();
    const { dispatch } = dispatcherOf(table);
    const stored = deferred();
    outcomes.set('MEDIA_STATE', () => stored.promise);
    await dispatch(frame(toggle(true)));
    await dispatch(frame(toggle(false)));
    expect(handled.map((m) => m.type)).toEqual(['MEDIA_STATE', 'MEDIA_STATE']);

    const ping = dispatch(frame({ type: 'PING' }));
    await new Promise((resolve) => setImmediate(resolve));
    expect(handled).toHaveLength(2);
    stored.resolve();
    await ping;
    expect(handled.map((m) => m.type)).toEqual(['MEDIA_STATE', 'MEDIA_STATE', 'PING']);
  });

  it('lets a message of the moment overtake the slow messages before it, which the ones after it wait for', async () => {
    const { table, handled, outcomes } = recordingTable();
    const { dispatch } = dispatcherOf({ ...table, WHITEBOARD_DRAFT: { ...table.WHITEBOARD_DRAFT, momentary: true } });
    const stored = deferred();
    outcomes.set('WHITEBOARD_COMMIT', () => stored.promise);
    const element = { id: 'e1', type: 'freedraw' as const, version: 1, versionNonce: 1, isDeleted: false };
    const commit = dispatch(frame({ type: 'WHITEBOARD_COMMIT', payload: { elements: [element] } }));
    const ping = dispatch(frame({ type: 'PING' }));
    await new Promise((resolve) => setImmediate(resolve));
    await dispatch(frame({ type: 'WHITEBOARD_DRAFT', payload: { elements: [{ ...element, version: 2 }] } }));
    expect(handled.map((m) => m.type)).toEqual(['WHITEBOARD_COMMIT', 'WHITEBOARD_DRAFT']);
    stored.resolve();
    await Promise.all([commit, ping]);
    expect(handled.map((m) => m.type)).toEqual(['WHITEBOARD_COMMIT', 'WHITEBOARD_DRAFT', 'PING']);
  });

  it('answers a refusal with an ERROR to the sender, of a toggle too, and hands other failures to onError', async () => {
    const { table, outcomes } = recordingTable();
    const { dispatch, sent, failures } = dispatcherOf(table);
    outcomes.set('CHANGE_EVENT_TYPE', () => Promise.reject(new AppError('FORBIDDEN', 'Hosts only')));
    await dispatch(frame({ type: 'CHANGE_EVENT_TYPE', payload: { event_type: 'DISCUSSION' } }));
    outcomes.set('MEDIA_STATE', () => Promise.reject(new AppError('NOT_FOUND', 'Not in the room')));
    await dispatch(frame(toggle(true)));
    await dispatch(frame({ type: 'PING' }));
    expect(sent).toEqual([
      { type: 'ERROR', seq: null, payload: { code: 'FORBIDDEN', message: 'Hosts only', message_type: 'CHANGE_EVENT_TYPE' } },
      { type: 'ERROR', seq: null, payload: { code: 'NOT_FOUND', message: 'Not in the room', message_type: 'MEDIA_STATE' } },
    ]);

    const boom = new Error('boom');
    outcomes.set('MEDIA_STATE', () => Promise.reject(boom));
    await dispatch(frame(toggle(false)));
    outcomes.set('SIGNAL', () => Promise.reject(boom));
    await dispatch(frame({ type: 'SIGNAL', payload: { to_user_id: 2, data: { kind: 'answer', sdp: '' } } }));
    expect(failures).toEqual([boom, boom]);
    expect(sent).toHaveLength(2);
  });
});

describe('the live socket’s client messages', () => {
  it('treat only MEDIA_STATE as a toggle', () => {
    const toggles = Object.entries(CLIENT_MESSAGES).filter(([, route]) => route.toggle);
    expect(toggles.map(([type]) => type)).toEqual(['MEDIA_STATE']);
  });

  it('answer PING with PONG to the sender alone', async () => {
    const sent: ServerMessage[] = [];
    const context: Pick<SocketContext, 'send'> = { send: (m) => sent.push(m) };
    await CLIENT_MESSAGES.PING.handle(context as SocketContext, { type: 'PING' });
    expect(sent).toEqual([{ type: 'PONG', seq: null, payload: {} }]);
  });
});
