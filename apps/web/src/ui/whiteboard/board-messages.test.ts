import { WHITEBOARD_ELEMENTS_MAX, type WhiteboardElement } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import { changedSince, inMessages } from './board-messages.ts';

const element = (id: string, version: number, type = 'rectangle', extra = {}): WhiteboardElement =>
  ({ id, type, version, versionNonce: 1, isDeleted: false, ...extra }) as WhiteboardElement;

describe('board messages', () => {
  it('sends what changed since it was last sent or heard, of the types the board keeps', () => {
    const known = new Map([
      ['a', 2],
      ['b', 1],
    ]);
    const elements = [element('a', 2), element('b', 3), element('c', 1), element('d', 1, 'image')];
    expect(changedSince(elements, known).map((e) => e.id)).toEqual(['b', 'c']);
  });

  it('splits a large change into messages the server takes', () => {
    const many = Array.from({ length: WHITEBOARD_ELEMENTS_MAX + 5 }, (_, i) => element(`e${i}`, 1));
    expect(inMessages(many).map((m) => m.length)).toEqual([WHITEBOARD_ELEMENTS_MAX, 5]);
    const long = (id: string) => element(id, 1, 'freedraw', { points: Array.from({ length: 2_000 }, (_, i) => [i, i]) });
    const messages = inMessages([long('p'), long('q'), long('r')]);
    expect(messages.length).toBeGreaterThan(1);
    for (const message of messages) expect(JSON.stringify(message).length).toBeLessThan(64_000);
    expect(inMessages([])).toEqual([]);
  });
});
