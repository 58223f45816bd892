import type { WebSocket } from 'ws';

export interface Outbox {
  /** Queues one encoded message; everything queued goes out in order. */
  push(frame: string): void;
  /** Sends what is queued, then closes the socket. */
  close(code: number, reason: string): void;
}

/**
 * What each socket is sent within one turn of the event loop. A client that reads array frames (`batch=1`) gets them
 * at the end of the turn as one frame: in a busy room a socket gets several messages a turn, and every frame costs a
 * write to the kernel, the largest share of the hub's time in the ws benchmark (docs/benchmarks.md). Any other client
 * gets each message as its own frame at once.
 */
export function createOutboxes() {
  const dirty = new Set<() => void>();
  let scheduled = false;
  const flushAll = () => {
    scheduled = false;
    for (const flush of dirty) flush();
    dirty.clear();
  };

  return {
    open(socket: WebSocket, batch: boolean): Outbox {
      const queued: string[] = [];
      const write = (frame: string) => {
        if (socket.readyState === socket.OPEN) socket.send(frame);
      };
      const flush = () => {
        if (queued.length === 0) return;
        write(queued.length === 1 ? queued[0]! : `[${queued.join(',')}]`);
        queued.length = 0;
      };
      return {
        push(frame) {
          if (!batch) return write(frame);
          queued.push(frame);
          dirty.add(flush);
          if (!scheduled) {
            scheduled = true;
            setImmediate(flushAll);
          }
        },
        close(code, reason) {
          flush();
          dirty.delete(flush);
          socket.close(code, reason);
        },
      };
    },
  };
}
