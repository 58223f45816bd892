import type { WebSocket } from 'ws';

export interface Outbox {
  /** Queues one encoded message; everything queued goes out in order. */
  push(frame: string): void;
  /** Sends what is queued, then closes the socket. */
  close(code: number, reason: string): void;
}

/**
 * A socket's unsent backlog (what the kernel would not take yet) may stay above `bytes` for `graceMs`, and never pass
 * `maxBytes`. A client that reads slower than its room talks falls further behind for good, and its backlog is the
 * server's memory: it is dropped, and catches up from the log when it reconnects (a replay or a snapshot).
 */
export const BACKLOG_LIMITS = { bytes: 1024 * 1024, graceMs: 10_000, maxBytes: 8 * 1024 * 1024 };
type BacklogLimits = typeof BACKLOG_LIMITS;

interface Queue {
  socket: WebSocket;
  frames: string[];
  /** Since when the backlog has been above the limit, when it is. */
  overSince: number | null;
}

const sameFrames = (a: string[], b: string[]) => a.length === b.length && a.every((frame, i) => frame === b[i]);
const bytesOf = (frames: string[]) => Buffer.from(frames.length === 1 ? frames[0]! : `[${frames.join(',')}]`);

/**
 * What each socket is sent within one turn of the event loop. A client that reads array frames (`batch=1`) gets them
 * at the end of the turn as one frame: in a busy room a socket gets several messages a turn, and every frame costs a
 * write to the kernel, the largest share of the hub's time in the ws benchmark (docs/benchmarks.md). Any other client
 * gets each message as its own frame at once.
 */
export function createOutboxes(limits: BacklogLimits = BACKLOG_LIMITS, now: () => number = Date.now) {
  const dirty = new Set<Queue>();
  let scheduled = false;

  function send({ socket }: Queue, data: string | Buffer) {
    if (socket.readyState === socket.OPEN) socket.send(data, { binary: false });
  }

  function watchBacklog(queue: Queue) {
    const backlog = queue.socket.bufferedAmount;
    if (backlog <= limits.bytes) return void (queue.overSince = null);
    const at = now();
    queue.overSince ??= at;
    if (backlog > limits.maxBytes || at - queue.overSince >= limits.graceMs) queue.socket.terminate();
  }

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
      send(queue, bytes);
      watchBacklog(queue);
    }
    dirty.clear();
  };

  return {
    open(socket: WebSocket, batch: boolean): Outbox {
      const queue: Queue = { socket, frames: [], overSince: null };
      return {
        push(frame) {
          if (!batch) {
            send(queue, frame);
            return watchBacklog(queue);
          }
          queue.frames.push(frame);
          dirty.add(queue);
          if (!scheduled) {
            scheduled = true;
            setImmediate(flushAll);
          }
        },
        close(code, reason) {
          if (queue.frames.length > 0) send(queue, bytesOf(queue.frames));
          queue.frames = [];
          dirty.delete(queue);
          socket.close(code, reason);
        },
      };
    },
  };
}
export type Outboxes = ReturnType<typeof createOutboxes>;
