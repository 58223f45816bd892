import { REALTIME_SESSION } from '@parley/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiRealtimeStandIn } from '../../test/openai-realtime-standin.ts';
import { pieces, roomNoise, spokenAnswer } from '../../test/realtime-audio.ts';
import { createLocalRealtime } from './local.ts';
import { createOpenAiRealtime } from './openai-realtime.ts';
import type { RealtimeEvent, RealtimePort } from './port.ts';

let standIn: Awaited<ReturnType<typeof startOpenAiRealtimeStandIn>>;
let answer: Awaited<ReturnType<typeof spokenAnswer>>;
beforeAll(async () => {
  standIn = await startOpenAiRealtimeStandIn({ apiKey: 'sk-test' });
  // Real speech (flite), 500 ms of a quiet room before it and 1 s after.
  answer = await spokenAnswer('I have worked as a nurse for five years', { ms: 500 }, { ms: 1000 });
});
afterAll(() => standIn.close());

/** How far a detector's times may stray from the speech's measured edges (two 20 ms frames and some). */
const TOLERANCE_MS = 80;

interface Harness {
  port: RealtimePort;
  /** Resolves once the session has heard all `bytes` appended (at once locally; the server's answers after). */
  heard(voice: string, bytes: number): Promise<void>;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

let sessions = 0;
/** A session with a voice of its own, by which the stand-in tells its connection from earlier ones. */
function run(port: RealtimePort) {
  const events: RealtimeEvent[] = [];
  const voice = `voice-${(sessions += 1)}`;
  const session = port.open({ voice, onEvent: (e) => events.push(e) });
  return { voice, events, session, stream: (pcm: Buffer) => pieces(pcm).forEach((p) => session.append(p)) };
}
const audioHeard = (voice: string) => standIn.byVoice(voice)?.audioBytes ?? 0;

describe.each([
  ['local', (): Harness => ({ port: createLocalRealtime(), heard: async () => undefined })],
  [
    'openai (stand-in)',
    (): Harness => ({
      port: createOpenAiRealtime({ url: standIn.url, apiKey: 'sk-test' }),
      async heard(voice, bytes) {
        // The relay sends 24 kHz: 1.5 times the bytes, give or take a sample.
        await expect.poll(() => audioHeard(voice)).toBeGreaterThanOrEqual(bytes * 1.5 - 4);
        await settle();
      },
    }),
  ],
])('realtime port: %s', (_name, harness) => {
  it('hears speech then a second of silence as speech_started then speech_stopped, at the audio times', async () => {
    const { port, heard } = harness();
    const { voice, events, session, stream } = run(port);
    stream(answer.pcm);
    await heard(voice, answer.pcm.length);
    session.close();
    expect(events.map((e) => e.type)).toEqual(['speech_started', 'speech_stopped']);
    const [started, stopped] = events as { audioMs: number }[];
    const { prefix_padding_ms, silence_duration_ms } = REALTIME_SESSION.vad;
    expect(Math.abs(started!.audioMs - (answer.speech.startMs - prefix_padding_ms))).toBeLessThanOrEqual(TOLERANCE_MS);
    expect(Math.abs(stopped!.audioMs - (answer.speech.endMs + silence_duration_ms))).toBeLessThanOrEqual(TOLERANCE_MS);
  });

  it('hears nothing in a quiet room', async () => {
    const { port, heard } = harness();
    const { voice, events, session, stream } = run(port);
    const quiet = roomNoise(2000, 7);
    stream(quiet);
    await heard(voice, quiet.length);
    session.close();
    expect(events).toEqual([]);
  });

  it('says nothing more once closed', async () => {
    const { port } = harness();
    const { events, session, stream } = run(port);
    session.close();
    stream(answer.pcm);
    await settle();
    expect(events).toEqual([]);
  });
});

describe('realtime port: the OpenAI-compatible protocol', () => {
  it('asks the server for the spec session, then sends the audio at 24 kHz', async () => {
    const { voice, events, session, stream } = run(createOpenAiRealtime({ url: standIn.url, apiKey: 'sk-test' }));
    const quiet = roomNoise(1000, 3);
    stream(quiet);
    await expect.poll(() => audioHeard(voice)).toBeGreaterThanOrEqual(quiet.length * 1.5 - 4);
    session.close();
    const seen = standIn.byVoice(voice)!;
    expect(seen.headers).toMatchObject({ authorization: 'Bearer sk-test', 'openai-beta': 'realtime=v1' });
    expect(seen.received[0]).toEqual({
      type: 'session.update',
      session: {
        voice,
        temperature: 0.7,
        max_response_output_tokens: 800,
        input_audio_format: 'pcm16',
        turn_detection: {
          type: 'server_vad',
          threshold: 0.5,
          prefix_padding_ms: 200,
          silence_duration_ms: 300,
          create_response: false,
        },
      },
    });
    expect(seen.received.slice(1).every((e) => e.type === 'input_audio_buffer.append')).toBe(true);
    expect(seen.audioBytes).toBeLessThanOrEqual(quiet.length * 1.5 + 4);
    expect(events).toEqual([]);
  });

  it('reports a server that drops the connection as one error, and drops later audio', async () => {
    const { voice, events, session, stream } = run(createOpenAiRealtime({ url: standIn.url, apiKey: 'sk-test' }));
    stream(roomNoise(300, 4));
    await expect.poll(() => audioHeard(voice)).toBeGreaterThan(0);
    standIn.dropAll();
    await expect.poll(() => events.length).toBe(1);
    expect(events[0]).toMatchObject({ type: 'error', message: expect.stringContaining('closed') });
    stream(answer.pcm);
    session.close();
    await settle();
    expect(events).toHaveLength(1);
  });

  it('reports a server error, a refused key and an unreachable server as an error, never a hang', async () => {
    const failing = run(createOpenAiRealtime({ url: standIn.url, apiKey: 'sk-test' }));
    failing.stream(roomNoise(100, 5));
    await expect.poll(() => audioHeard(failing.voice)).toBeGreaterThan(0);
    standIn.failAll('overloaded');
    await expect.poll(() => failing.events).toEqual([{ type: 'error', message: expect.stringContaining('overloaded') }]);

    const refused = run(createOpenAiRealtime({ url: standIn.url, apiKey: 'sk-wrong' }));
    refused.stream(roomNoise(100, 6));
    await expect.poll(() => refused.events).toEqual([{ type: 'error', message: expect.stringContaining('401') }]);

    const gone = run(createOpenAiRealtime({ url: 'ws://127.0.0.1:9/v1/realtime' }));
    await expect.poll(() => gone.events).toEqual([{ type: 'error', message: expect.stringContaining('unreachable') }]);
  });
});
