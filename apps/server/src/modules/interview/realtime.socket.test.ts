import {
  INTERVIEW_REALTIME_PATH,
  REALTIME_CLOSE,
  REALTIME_MAX_FRAME_BYTES,
  TURN_PATIENCE_MS,
  type RealtimeClientMessage,
  type RealtimeServerEvent,
} from '@parley/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { users } from '../../db/schema/index.ts';
import { student, type Member } from '../../test/event-helpers.ts';
import { tokenOf } from '../../test/live-socket.ts';
import { pieces, roomNoise, spokenAnswer } from '../../test/realtime-audio.ts';
import { createRecording } from '../../test/recording-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let base: string;
let answer: Awaited<ReturnType<typeof spokenAnswer>>;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  answer = await spokenAnswer('I have worked as a nurse for five years', { ms: 300 }, { ms: 0 });
});
afterAll(() => t.close());

type Of<T extends RealtimeServerEvent['type']> = Extract<RealtimeServerEvent, { type: T }>;

/** The voice channel as the browser drives it: every event kept in order, waits with a deadline. */
function channel(query: Record<string, string | number>) {
  const url = new URL(INTERVIEW_REALTIME_PATH, base.replace(/^http/, 'ws'));
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  const ws = new WebSocket(url);
  const events: RealtimeServerEvent[] = [];
  ws.on('message', (data) => events.push(JSON.parse(data.toString()) as RealtimeServerEvent));
  ws.on('error', () => undefined);
  const opened = new Promise((resolve) => ws.once('open', resolve));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const sendRaw = async (raw: string) => (await opened, ws.send(raw));
  return {
    events,
    closed,
    sendRaw,
    send: (message: RealtimeClientMessage) => sendRaw(JSON.stringify(message)),
    stream: async (pcm: Buffer) => {
      await opened;
      for (const piece of pieces(pcm))
        ws.send(JSON.stringify({ type: 'input_audio_buffer.append', audio: piece.toString('base64') }));
    },
    async next<T extends RealtimeServerEvent['type']>(type: T): Promise<Of<T>> {
      await expect.poll(() => events.some((e) => e.type === type), { timeout: 5000 }).toBe(true);
      return events.find((e) => e.type === type) as Of<T>;
    },
    close: () => ws.close(),
  };
}

/** A Pro learner whose profile says this English level (null: no English in it; registration says 4). */
async function proLearner(level: number | null = 4): Promise<Member> {
  const learner = await student(t, 'pro');
  const learning = level === null ? [] : [{ code: 'en', proficiency: level }];
  await t.db.update(users).set({ learning }).where(eq(users.id, learner.id));
  await t.domain.publish('auth.changed', { userId: learner.id });
  return learner;
}

describe('the interview voice channel', () => {
  it('refuses without a token, for someone else’s recording, and for a free learner', async () => {
    const owner = await proLearner();
    const recording = await createRecording(t, owner.auth);
    expect((await channel({ recording_id: recording }).closed).code).toBe(REALTIME_CLOSE.badToken);
    expect((await channel({ token: 'not-a-token', recording_id: recording }).closed).code).toBe(REALTIME_CLOSE.badToken);
    const other = await proLearner();
    expect((await channel({ token: tokenOf(other), recording_id: recording }).closed).code).toBe(
      REALTIME_CLOSE.recordingNotFound,
    );
    const free = await student(t);
    const freeRecording = await createRecording(t, free.auth);
    expect((await channel({ token: tokenOf(free), recording_id: freeRecording }).closed).code).toBe(REALTIME_CLOSE.planRequired);
  });

  it('answers a malformed message with an error and keeps the socket; refuses an oversized frame', async () => {
    // Without an English level in the profile, the default level's patience.
    const learner = await proLearner(null);
    const socket = channel({ token: tokenOf(learner), recording_id: await createRecording(t, learner.auth) });
    await socket.sendRaw('not json');
    await socket.send({ type: 'input_audio_buffer.append', audio: 'AAAA' });
    await socket.sendRaw(JSON.stringify({ type: 'response.create' }));
    await socket.send({ type: 'session.update', session: { voice: 'verse' } });
    const updated = await socket.next('session.updated');
    expect(socket.events.slice(0, 3).map((e) => e.type === 'error' && e.error.code)).toEqual([
      'invalid_message',
      'session_not_started',
      'invalid_message',
    ]);
    expect(updated.session).toMatchObject({
      driver: 'local',
      voice: 'verse',
      turn_detection: { type: 'server_vad', threshold: 0.5, prefix_padding_ms: 200, silence_duration_ms: 300 },
      temperature: 0.7,
      max_response_output_tokens: 800,
      sample_rate: 16000,
      turn_patience_ms: TURN_PATIENCE_MS[2],
    });
    await socket.sendRaw('x'.repeat(REALTIME_MAX_FRAME_BYTES + 1));
    expect((await socket.closed).code).toBe(REALTIME_CLOSE.tooBig);
  });

  it('ends the answer after the level’s patience of silence on the audio clock, not before', async () => {
    const learner = await proLearner(3);
    const patience = TURN_PATIENCE_MS[3];
    const socket = channel({ token: tokenOf(learner), recording_id: await createRecording(t, learner.auth) });
    await socket.send({ type: 'session.update', session: {} });
    await socket.send({ type: 'examiner.question_asked' });
    // The answer, then less silence than the patience: the learner may still go on.
    await socket.stream(Buffer.concat([answer.pcm, roomNoise(patience - 400, 3)]));
    const stopped = await socket.next('input_audio_buffer.speech_stopped');
    expect((await socket.next('input_audio_buffer.speech_started')).audio_start_ms).toBeLessThan(answer.speech.startMs);
    expect(Math.abs(stopped.audio_end_ms - (answer.speech.endMs + 300))).toBeLessThanOrEqual(80);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(socket.events.some((e) => e.type === 'examiner.turn_ended')).toBe(false);

    await socket.stream(roomNoise(800, 4));
    const ended = await socket.next('examiner.turn_ended');
    expect(Math.abs(ended.answer_ms - (answer.speech.endMs + patience))).toBeLessThanOrEqual(120);
    expect(Math.abs(ended.speech_ms - (answer.speech.endMs - answer.speech.startMs))).toBeLessThanOrEqual(120);
    socket.close();
  });
});
