import type { ServerMessage } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import { createMessageFeed } from './message-feed.ts';

describe('message feed', () => {
  it('hands what the connection emits to each listener until it unsubscribes, and sends through the current socket', () => {
    const { emit, connect, feed } = createMessageFeed();
    const heard: ServerMessage['type'][] = [];
    const stop = feed.subscribe((message) => heard.push(message.type));
    emit({ type: 'PONG', seq: null, payload: {} });
    stop();
    emit({ type: 'PONG', seq: null, payload: {} });
    expect(heard).toEqual(['PONG']);

    expect(feed.send({ type: 'PING' })).toBe(false);
    const sent: string[] = [];
    connect((message) => sent.push(message.type) > 0);
    expect(feed.send({ type: 'PING' })).toBe(true);
    connect(null);
    expect(feed.send({ type: 'PING' })).toBe(false);
    expect(sent).toEqual(['PING']);
  });
});
