import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

interface TurnDetection {
  threshold: number;
  prefix_padding_ms: number;
  silence_duration_ms: number;
}

export interface StandInConnection {
  headers: Record<string, string | string[] | undefined>;
  /** Every client event, with appended audio replaced by its length in bytes. */
  received: Record<string, unknown>[];
  audioBytes: number;
}

const RATE = 24_000;
const FRAME_BYTES = (RATE / 50) * 2;

/**
 * The stand-in's own voice-activity detection, deliberately not ours: a plain level gate on 20 ms frames of 24 kHz
 * audio (threshold 0.5 → -40 dBFS), with the padding and silence the client asked for, reported as OpenAI does
 * (the start includes the padding, the stop includes the silence).
 */
function levelGate(settings: TurnDetection, send: (event: object) => void) {
  const gateDb = -60 + 40 * settings.threshold;
  let pending = Buffer.alloc(0);
  let frames = 0;
  let speaking = false;
  let silentMs = 0;
  let item = 0;
  return (audio: Buffer) => {
    pending = Buffer.concat([pending, audio]);
    for (; pending.length >= FRAME_BYTES; pending = pending.subarray(FRAME_BYTES)) {
      let sum = 0;
      for (let i = 0; i < FRAME_BYTES; i += 2) sum += (pending.readInt16LE(i) / 32768) ** 2;
      const voiced = 10 * Math.log10(sum / (FRAME_BYTES / 2) + 1e-12) > gateDb;
      frames += 1;
      silentMs = voiced ? 0 : silentMs + 20;
      if (voiced && !speaking) {
        speaking = true;
        item += 1;
        const audio_start_ms = Math.max(0, (frames - 1) * 20 - settings.prefix_padding_ms);
        send({ type: 'input_audio_buffer.speech_started', audio_start_ms, item_id: `item_${item}` });
      } else if (speaking && silentMs >= settings.silence_duration_ms) {
        speaking = false;
        send({ type: 'input_audio_buffer.speech_stopped', audio_end_ms: frames * 20, item_id: `item_${item}` });
      }
    }
  };
}

/**
 * An OpenAI-compatible realtime server is a third-party service we cannot run here: this stands in for it on a local
 * WebSocket, speaking the protocol's part we use (session.update, input_audio_buffer.append, speech_started/stopped,
 * error), refusing a wrong API key with 401, and recording what each connection sent.
 */
export async function startOpenAiRealtimeStandIn(options: { apiKey?: string } = {}) {
  const connections: StandInConnection[] = [];
  const wss = new WebSocketServer({
    host: '127.0.0.1',
    port: 0,
    verifyClient: (info, done) =>
      !options.apiKey || info.req.headers.authorization === `Bearer ${options.apiKey}` ? done(true) : done(false, 401),
  });
  await once(wss, 'listening');
  wss.on('connection', (ws: WebSocket, req) => {
    const connection: StandInConnection = { headers: req.headers, received: [], audioBytes: 0 };
    connections.push(connection);
    const send = (event: object) => ws.send(JSON.stringify({ event_id: `event_${Date.now()}`, ...event }));
    let gate: ((audio: Buffer) => void) | null = null;
    send({ type: 'session.created', session: { id: 'sess_standin' } });
    ws.on('message', (raw) => {
      const event = JSON.parse(raw.toString()) as Record<string, unknown>;
      if (event.type === 'session.update') {
        const session = event.session as { turn_detection: TurnDetection };
        gate = levelGate(session.turn_detection, send);
        connection.received.push(event);
        send({ type: 'session.updated', session });
      } else if (event.type === 'input_audio_buffer.append') {
        const audio = Buffer.from(String(event.audio), 'base64');
        connection.received.push({ type: event.type, bytes: audio.length });
        connection.audioBytes += audio.length;
        gate?.(audio);
      } else connection.received.push(event);
    });
  });
  const port = (wss.address() as AddressInfo).port;
  return {
    url: `ws://127.0.0.1:${port}/v1/realtime?model=gpt-4o-realtime-preview`,
    connections,
    /** The connection whose session asked for this voice (tests give each session its own). */
    byVoice: (voice: string) =>
      connections.find((c) => (c.received[0]?.session as { voice?: string } | undefined)?.voice === voice),
    /** Every open connection is cut without a closing handshake, as a crashed server's would be. */
    dropAll: () => wss.clients.forEach((ws) => ws.terminate()),
    /** The server reports a failure on every open connection. */
    failAll: (message: string) =>
      wss.clients.forEach((ws) => ws.send(JSON.stringify({ type: 'error', error: { type: 'server_error', message } }))),
    close: () =>
      new Promise<void>((resolve) => {
        wss.clients.forEach((ws) => ws.terminate());
        wss.close(() => resolve());
      }),
  };
}
