import { performance } from 'node:perf_hooks';
import type { WebSocket } from 'ws';
import { sleep } from './latency.ts';
import { freedraw, strokeFrame, strokeKeys } from './whiteboard-stroke.ts';

export interface DrawingSettings {
  /** The measured window, after the warm-up. */
  seconds: number;
  warmupSeconds: number;
  /** Drafts each person sends a second, a point more each. */
  pointsPerSecond: number;
  /** How long a stroke lasts before its commit (which takes one draft's turn). */
  strokeSeconds: number;
}

export interface DrawingResult {
  seconds: number;
  drafts: number;
  commits: number;
  /** From send to receipt at each other person of the sender's room, in ms. */
  draftLatencies: number[];
  commitLatencies: number[];
  /** Deliveries to the others in the sender's room, and how many there should have been. */
  delivered: number;
  expected: number;
  /** Deliveries to people of other rooms (Parley's stored elements go to the whole event). */
  otherRooms: number;
  errors: number;
  firstError: string | null;
  closed: number;
}

interface Sent {
  at: number;
  room: number;
  sender: number;
  commit: boolean;
}

/**
 * Everyone in `rooms` draws: each person sends a draft `pointsPerSecond` times a second (a freedraw element growing by
 * one point) and, every `strokeSeconds`, the stroke's commit; strokes start at staggered points so commits do not
 * coincide. Whatever a socket receives is matched by stroke id and version to its send; only the strokes sent in the
 * measured window count, and the run waits 2 s after it for late deliveries.
 */
export async function draw(rooms: WebSocket[][], settings: DrawingSettings): Promise<DrawingResult> {
  const measured = new Map<string, Sent>();
  const result: DrawingResult = {
    seconds: settings.seconds,
    drafts: 0,
    commits: 0,
    draftLatencies: [],
    commitLatencies: [],
    delivered: 0,
    expected: 0,
    otherRooms: 0,
    errors: 0,
    firstError: null,
    closed: 0,
  };
  const people = rooms.flatMap((sockets, room) => sockets.map((socket) => ({ socket, room })));
  // The book closes when the run ends: whatever arrives later (a server still draining its backlog) is not counted.
  let counting = true;
  people.forEach(({ socket, room }, sender) => {
    socket.removeAllListeners('message');
    socket.on('close', () => {
      if (counting) result.closed++;
    });
    socket.on('message', (data) => {
      if (!counting) return;
      const now = performance.now();
      const text = String(data);
      if (text.includes('"type":"ERROR"')) {
        result.errors += text.split('"type":"ERROR"').length - 1;
        result.firstError ??= text.slice(0, 300);
      }
      for (const key of strokeKeys(text)) {
        const sent = measured.get(key);
        if (!sent || sent.sender === sender) continue;
        if (sent.room !== room) result.otherRooms++;
        else {
          result.delivered++;
          (sent.commit ? result.commitLatencies : result.draftLatencies).push(now - sent.at);
        }
      }
    });
  });

  const interval = 1000 / settings.pointsPerSecond;
  const strokePoints = Math.round(settings.pointsPerSecond * settings.strokeSeconds);
  const started = performance.now();
  const measureFrom = started + settings.warmupSeconds * 1000;
  const measureTo = measureFrom + settings.seconds * 1000;
  const timers: NodeJS.Timeout[] = [];
  people.forEach(({ socket, room }, sender) => {
    let stroke = 0;
    let points = sender % strokePoints;
    const othersInRoom = rooms[room]!.length - 1;
    const tick = () => {
      const commit = ++points > strokePoints;
      const id = `s${sender}-${stroke}`;
      const version = commit ? strokePoints + 1 : points;
      const element = freedraw(id, commit ? strokePoints : points, version, sender);
      const frame = strokeFrame(commit ? 'WHITEBOARD_COMMIT' : 'WHITEBOARD_DRAFT', element);
      const at = performance.now();
      if (at >= measureFrom && at < measureTo) {
        measured.set(`${id}:${version}`, { at, room, sender, commit });
        result.expected += othersInRoom;
        if (commit) result.commits++;
        else result.drafts++;
      }
      if (socket.readyState === socket.OPEN) socket.send(frame);
      if (commit) [stroke, points] = [stroke + 1, 0];
    };
    // Senders are spread over the interval so the load is even, not one burst per tick.
    timers.push(setTimeout(() => timers.push(setInterval(tick, interval)), (sender / people.length) * interval));
  });
  await sleep(measureTo - started);
  timers.forEach((t) => clearInterval(t));
  await sleep(2000);
  counting = false;
  return result;
}
