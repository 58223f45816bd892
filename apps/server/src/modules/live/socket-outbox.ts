import type { WebSocket } from 'ws';

export interface Outbox {
  /** Queues one encoded message; everything queued goes out in order. */
  push(frame: string): void;
  /** Sends what is queued, then closes the socket. */
  close(code: number, reason: string): void;
}

interface Queue {
  socket: WebSocket;
  frames: string[];
}

const sameFrames = (a: string[], b: string[]) => a.length === b.length && a.every((frame, i) => frame === b[i]);
const bytesOf = (frames: string[]) => Buffer.from(frames.length === 1 ? frames[0]! : `[${frames.join(',')}]`);

function send(socket: WebSocket, bytes: Buffer) {
  if (socket.readyState === socket.OPEN) socket.send(bytes, { binary: false });
}

/**
 * What each socket is sent within one turn of the event loop. A client that reads array frames (`batch=1`) gets them
 * at the end of the turn as one frame: in a busy room a socket gets several messages a turn, and every frame costs a
 * write to the kernel, the largest share of the hub's time in the ws benchmark (docs/benchmarks.md). Any other client
 * gets each message as its own frame at once.
 */
export function createOutboxes() {
  const dirty = new Set<Queue>();
  let scheduled = false;
  const flushAll = () => {
    scheduled = false;
    // The sockets of one room were queued one after another with the same messages: their frame is built once.
    let previous: string[] = [];
    let bytes = Buffer.alloc(0);
    for (const queue of dirty) {
      if (!sameFrames(queue.frames, previous)) {
        previous = queue.frames;
        bytes = bytesOf(previous);
      }
      queue.frames = [];
      send(queue.socket, bytes);
    }
    dirty.clear();
  };

  return {
    open(socket: WebSocket, batch: boolean): Outbox {
      const queue: Queue = { socket, frames: [] };
      return {
        push(frame) {
          if (!batch) return void (socket.readyState === socket.OPEN && socket.send(frame));
          queue.frames.push(frame);
          dirty.add(queue);
          if (!scheduled) {
            scheduled = true;
            setImmediate(flushAll);
          }
        },
        close(code, reason) {
          if (queue.frames.length > 0) send(socket, bytesOf(queue.frames));
          queue.frames = [];
          dirty.delete(queue);
          socket.close(code, reason);
        },
      };
    },
  };
}
export type Outboxes = ReturnType<typeof createOutboxes>;
