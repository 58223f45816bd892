import {
  INTERVIEW_REALTIME_PATH,
  MIN_ANSWER_SPEECH_MS,
  REALTIME_CLOSE,
  REALTIME_DEFAULT_VOICE,
  REALTIME_MAX_FRAME_BYTES,
  REALTIME_SESSION,
  TURN_PATIENCE_MS,
  realtimeClientMessageSchema,
  type RealtimeClientMessage,
  type RealtimeErrorCode,
  type RealtimeLevel,
  type RealtimeServerEvent,
} from '@parley/contracts';
import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { RealtimeEvent, RealtimePort, RealtimeSession } from '../../platform/realtime/index.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { admit } from './realtime.admission.ts';
import { initialTurn, turnRulesFor, turnStep, type TurnInput } from './turn-taking.ts';

/** 16 kHz mono PCM16: bytes of audio per millisecond. */
const BYTES_PER_MS = (REALTIME_SESSION.sample_rate / 1000) * 2;

function settings(port: RealtimePort, voice: string, level: RealtimeLevel) {
  const { vad } = REALTIME_SESSION;
  return {
    driver: port.driver,
    voice,
    turn_detection: { type: 'server_vad' as const, ...vad },
    temperature: REALTIME_SESSION.temperature,
    max_response_output_tokens: REALTIME_SESSION.max_response_output_tokens,
    input_audio_format: 'pcm16' as const,
    sample_rate: REALTIME_SESSION.sample_rate,
    turn_patience_ms: TURN_PATIENCE_MS[level],
    min_answer_speech_ms: MIN_ANSWER_SPEECH_MS,
  };
}

/**
 * One admitted socket: the port session opens on session.update, audio goes to it and moves the audio clock, its
 * speech events go to the browser and to the turn taking, which says when the answer is over.
 */
function converse(socket: WebSocket, port: RealtimePort, level: RealtimeLevel) {
  const rules = turnRulesFor(level);
  let turn = initialTurn;
  let audioBytes = 0;
  let session: RealtimeSession | null = null;
  const send = (event: RealtimeServerEvent) => socket.readyState === socket.OPEN && socket.send(JSON.stringify(event));
  const fail = (code: RealtimeErrorCode, message: string) => send({ type: 'error', error: { code, message } });
  const audioMs = () => Math.floor(audioBytes / BYTES_PER_MS);
  const step = (input: TurnInput) => {
    const next = turnStep(turn, input, rules);
    turn = next.state;
    if (next.ended) send({ type: 'examiner.turn_ended', ...next.ended });
  };
  const onEvent = (event: RealtimeEvent) => {
    if (event.type === 'error') {
      fail('realtime_unavailable', 'The examiner cannot listen right now');
      socket.close(REALTIME_CLOSE.serverFailed, 'Realtime unavailable');
    } else if (event.type === 'speech_started') {
      send({ type: 'input_audio_buffer.speech_started', audio_start_ms: event.audioMs });
      step({ type: event.type, audioMs: event.audioMs });
    } else {
      send({ type: 'input_audio_buffer.speech_stopped', audio_end_ms: event.audioMs });
      step({ type: event.type, audioMs: event.audioMs });
    }
  };
  const handle = (message: RealtimeClientMessage) => {
    if (message.type === 'session.update') {
      if (session) return fail('session_already_started', 'The session has started already');
      const voice = message.session.voice ?? REALTIME_DEFAULT_VOICE;
      session = port.open({ voice, onEvent });
      return send({ type: 'session.updated', session: settings(port, voice, level) });
    }
    if (!session) return fail('session_not_started', 'Send session.update first');
    if (message.type === 'examiner.question_asked') return step({ type: 'question_asked', audioMs: audioMs() });
    const pcm = Buffer.from(message.audio, 'base64');
    audioBytes += pcm.length;
    session.append(pcm);
    step({ type: 'audio', audioMs: audioMs() });
  };
  return {
    receive(raw: string) {
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        return fail('invalid_message', 'Messages are JSON');
      }
      const message = realtimeClientMessageSchema.safeParse(json);
      if (message.success) handle(message.data);
      else fail('invalid_message', message.error.issues[0]?.message ?? 'Unknown message');
    },
    close: () => session?.close(),
  };
}

/**
 * The interview's voice channel (`INTERVIEW_REALTIME_PATH`), on the app's WebSocket server. Refusals are close codes
 * after the upgrade, as on the live socket; frames sent while admission runs wait for it, in order.
 */
export function registerInterviewRealtime(app: FastifyInstance, deps: ModuleDeps) {
  app.get(INTERVIEW_REALTIME_PATH, { websocket: true, schema: { hide: true } }, (socket, request) => {
    const early: string[] = [];
    let conversation: ReturnType<typeof converse> | null = null;
    socket.on('message', (data: RawData) => {
      const raw = Buffer.concat(Array.isArray(data) ? data : [Buffer.from(data as Buffer)]);
      if (raw.length > REALTIME_MAX_FRAME_BYTES) return socket.close(REALTIME_CLOSE.tooBig, 'Frames are up to 32 kB');
      if (conversation) conversation.receive(raw.toString());
      else early.push(raw.toString());
    });
    socket.on('close', () => conversation?.close());
    admit(deps, request.query)
      .then((admission) => {
        if (socket.readyState !== socket.OPEN) return;
        if (!admission.ok) return socket.close(admission.code, admission.reason);
        conversation = converse(socket, deps.platform.realtime, admission.level);
        for (const raw of early.splice(0)) conversation.receive(raw);
      })
      .catch((err: unknown) => {
        app.log.error({ err }, 'interview realtime');
        socket.close(REALTIME_CLOSE.serverFailed, 'Something went wrong');
      });
  });
}
