import type { ClientMessage, ServerMessage } from '@parley/contracts';

/**
 * The live socket as a part of the room sees it (an activity's board): the messages it listens for, and a way to
 * send its own. The live connection owns the socket and emits into the feed.
 */
export interface MessageFeed {
  subscribe(listener: (message: ServerMessage) => void): () => void;
  /** False when the socket is not open; the message is not queued. */
  send(message: ClientMessage): boolean;
}

/** A feed for one visit to a room; `connect` names the socket that sends (null while there is none). */
export function createMessageFeed() {
  const listeners = new Set<(message: ServerMessage) => void>();
  let sender: ((message: ClientMessage) => boolean) | null = null;
  return {
    emit: (message: ServerMessage) => listeners.forEach((listener) => listener(message)),
    connect: (send: ((message: ClientMessage) => boolean) | null) => void (sender = send),
    feed: {
      subscribe(listener) {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      send: (message) => sender?.(message) ?? false,
    } satisfies MessageFeed,
  };
}
