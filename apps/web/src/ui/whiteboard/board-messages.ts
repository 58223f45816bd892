import { WHITEBOARD_ELEMENTS_MAX, type WhiteboardElement } from '@parley/contracts';

/** The element types the board stores (whiteboardElementSchema); images and embeds have nowhere to live. */
export const BOARD_TYPES: ReadonlySet<string> = new Set([
  'rectangle',
  'diamond',
  'ellipse',
  'arrow',
  'line',
  'freedraw',
  'text',
  'frame',
]);
/** Under the socket's 64 kB frame, with room for the message around the elements. */
const MESSAGE_BYTES = 48_000;

interface Versioned {
  id: string;
  type: string;
  version: number;
}

/** The elements drawn or changed here since the board last sent or heard them, of the types it stores. */
export function changedSince<E extends Versioned>(elements: readonly E[], known: ReadonlyMap<string, number>): E[] {
  return elements.filter((element) => BOARD_TYPES.has(element.type) && element.version > (known.get(element.id) ?? 0));
}

/** Elements in messages the server takes: at most WHITEBOARD_ELEMENTS_MAX each and under the frame size. */
export function inMessages(elements: readonly WhiteboardElement[]): WhiteboardElement[][] {
  const messages: WhiteboardElement[][] = [];
  let current: WhiteboardElement[] = [];
  let bytes = 0;
  for (const element of elements) {
    const size = JSON.stringify(element).length;
    if (current.length && (current.length === WHITEBOARD_ELEMENTS_MAX || bytes + size > MESSAGE_BYTES)) {
      messages.push(current);
      current = [];
      bytes = 0;
    }
    current.push(element);
    bytes += size;
  }
  if (current.length) messages.push(current);
  return messages;
}
