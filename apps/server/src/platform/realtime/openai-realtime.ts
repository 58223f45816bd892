import { REALTIME_SESSION } from '@parley/contracts';
import { WebSocket } from 'ws';
import * as z from 'zod/mini';
import { createUpsampler16to24 } from './pcm-24k.ts';
import type { RealtimeEvent, RealtimePort, RealtimeSession } from './port.ts';

const HANDSHAKE_TIMEOUT_MS = 5_000;

const serverEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('input_audio_buffer.speech_started'), audio_start_ms: z.number() }),
  z.object({ type: z.literal('input_audio_buffer.speech_stopped'), audio_end_ms: z.number() }),
  z.object({ type: z.literal('error'), error: z.optional(z.object({ message: z.optional(z.string()) })) }),
]);

/** The session every channel asks for; the server only detects turns (create_response false), it never answers. */
export function sessionUpdate(voice: string) {
  const { vad } = REALTIME_SESSION;
  return {
    type: 'session.update',
    session: {
      voice,
      temperature: REALTIME_SESSION.temperature,
      max_response_output_tokens: REALTIME_SESSION.max_response_output_tokens,
      input_audio_format: 'pcm16',
      turn_detection: {
        type: 'server_vad',
        threshold: vad.threshold,
        prefix_padding_ms: vad.prefix_padding_ms,
        silence_duration_ms: vad.silence_duration_ms,
        create_response: false,
      },
    },
  };
}

function toPortEvent(raw: string): RealtimeEvent | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  const event = serverEventSchema.safeParse(parsed);
  if (!event.success) return null;
  const e = event.data;
  if (e.type === 'input_audio_buffer.speech_started') return { type: 'speech_started', audioMs: Math.round(e.audio_start_ms) };
  if (e.type === 'input_audio_buffer.speech_stopped') return { type: 'speech_stopped', audioMs: Math.round(e.audio_end_ms) };
  return { type: 'error', message: `Realtime server error: ${e.error?.message ?? 'unknown'}` };
}

function openSession(url: string, apiKey: string | undefined, voice: string, onEvent: (e: RealtimeEvent) => void) {
  const ws = new WebSocket(url, {
    headers: { 'OpenAI-Beta': 'realtime=v1', ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}) },
    handshakeTimeout: HANDSHAKE_TIMEOUT_MS,
  });
  const upsample = createUpsampler16to24();
  const waiting: string[] = [];
  let over = false;
  const end = () => {
    over = true;
    waiting.length = 0;
    if (ws.readyState === WebSocket.CONNECTING) ws.terminate();
    else ws.close(1000);
  };
  // Whatever way the server fails, the session says so once and ends: never a hang, never an unhandled error.
  const fail = (message: string) => {
    if (over) return;
    end();
    onEvent({ type: 'error', message });
  };
  ws.on('open', () => {
    ws.send(JSON.stringify(sessionUpdate(voice)));
    for (const message of waiting.splice(0)) ws.send(message);
  });
  ws.on('message', (data) => {
    const event = over ? null : toPortEvent(data.toString());
    if (event?.type === 'error') fail(event.message);
    else if (event) onEvent(event);
  });
  ws.on('error', (err) => fail(`Realtime server unreachable or failing: ${err.message}`));
  ws.on('close', (code) => fail(`Realtime server closed the connection (${code})`));

  const session: RealtimeSession = {
    append(pcm16) {
      if (over) return;
      const message = JSON.stringify({ type: 'input_audio_buffer.append', audio: upsample(pcm16).toString('base64') });
      if (ws.readyState === WebSocket.OPEN) ws.send(message);
      else waiting.push(message);
    },
    close() {
      if (!over) end();
    },
  };
  return session;
}

/** A relay to an OpenAI-compatible realtime server (`wss://…/v1/realtime?model=…`) that detects the turns. */
export function createOpenAiRealtime(options: { url: string; apiKey?: string | undefined }): RealtimePort {
  return {
    driver: 'openai',
    open: ({ voice, onEvent }) => openSession(options.url, options.apiKey, voice, onEvent),
  };
}
