import { describe, expect, it } from 'vitest';
import { chatMessage } from '../state/live-room.fixtures.ts';
import { chatItems, mergeChat } from './chat-items.ts';
import { canSendChat } from './use-chat.ts';

describe('chatItems', () => {
  it("marks this user's messages SENT with success and others' RECEIVED", () => {
    const items = chatItems([chatMessage('a', 2), chatMessage('b', 3)], [], 2);
    expect(items.map((i) => [i.direction, i.status])).toEqual([
      ['SENT', 'success'],
      ['RECEIVED', null],
    ]);
  });

  it('adds sends on their way (loading) and failed ones (error), and drops one the server already listed', () => {
    const items = chatItems(
      [chatMessage('a', 2)],
      [
        { key: 'x', text: 'one', status: 'sending' },
        { key: 'y', text: 'two', status: 'failed' },
        { key: 'z', text: 'three', status: 'sending', id: 'a' },
      ],
      2,
    );
    expect(items.map((i) => i.status)).toEqual(['success', 'loading', 'error']);
  });
});

describe('mergeChat', () => {
  it('keeps each message once, history first', () => {
    expect(mergeChat([chatMessage('a'), chatMessage('b')], [chatMessage('b'), chatMessage('c')]).map((m) => m.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});

describe('canSendChat', () => {
  it('refuses empty, blank, too long, or disabled chat', () => {
    expect(canSendChat('hi', true)).toBe(true);
    expect(canSendChat('   ', true)).toBe(false);
    expect(canSendChat('x'.repeat(1001), true)).toBe(false);
    expect(canSendChat('x'.repeat(1000), true)).toBe(true);
    expect(canSendChat('hi', false)).toBe(false);
  });
});
