import * as z from 'zod/mini';
import { rowIdParamSchema } from '../common/ids.ts';
import type { Plan } from '../common/constants.ts';

/**
 * The interview's realtime voice channel: the browser streams the learner's microphone, the server says when speech
 * starts and stops and when the learner has finished an answer. Message names follow OpenAI's realtime API, so the
 * server can relay to an OpenAI-compatible realtime server or decide locally with the same protocol to the browser.
 */
export const INTERVIEW_REALTIME_PATH = '/api/v1/extensions/interview/realtime';

/** The session every channel runs with (the spec's numbers); the client may choose only the voice. */
export const REALTIME_SESSION = {
  vad: { threshold: 0.5, prefix_padding_ms: 200, silence_duration_ms: 300 },
  temperature: 0.7,
  max_response_output_tokens: 800,
  sample_rate: 16_000,
} as const;

export const REALTIME_DEFAULT_VOICE = 'alloy';

/**
 * After the learner stops, how much silence ends their answer, by learner level 1–4: a beginner searching for words
 * is given longer before the next question cuts in.
 */
export const TURN_PATIENCE_MS = { 1: 3000, 2: 2400, 3: 1800, 4: 1200 } as const;
export type RealtimeLevel = keyof typeof TURN_PATIENCE_MS;
/** The level assumed when the learner's profile gives none. */
export const REALTIME_DEFAULT_LEVEL: RealtimeLevel = 2;
/** An answer needs this much speech before silence can end it: a hesitant "um" is not an answer. */
export const MIN_ANSWER_SPEECH_MS = 1500;

/** The plans that include the practice workshops' voice channel. */
export const REALTIME_PLANS: readonly Plan[] = ['pro', 'team'];

/** A client frame larger than this closes the socket (1009); 100 ms of audio is about 4.3 kB of base64. */
export const REALTIME_MAX_FRAME_BYTES = 32 * 1024;

/** Why the server closed the socket; refusals happen after the upgrade, as on the live socket. */
export const REALTIME_CLOSE = {
  deliberate: 1000,
  tooBig: 1009,
  serverFailed: 1011,
  badRequest: 4400,
  badToken: 4401,
  planRequired: 4403,
  recordingNotFound: 4404,
} as const;

export const realtimeQuerySchema = z.object({
  token: z.string().check(z.minLength(1)),
  recording_id: rowIdParamSchema,
});
export type RealtimeQuery = z.infer<typeof realtimeQuerySchema>;

const voiceSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/));
/** Base64 of 16 kHz mono PCM16 little-endian: an even number of bytes. */
const audioSchema = z.string().check(z.minLength(4), z.maxLength(REALTIME_MAX_FRAME_BYTES), z.regex(/^[A-Za-z0-9+/]+={0,2}$/));

export const realtimeClientMessageSchema = z.discriminatedUnion('type', [
  /** Opens the session; other session fields OpenAI clients send are ignored, the server's numbers apply. */
  z.object({ type: z.literal('session.update'), session: z.object({ voice: z.optional(voiceSchema) }) }),
  z.object({ type: z.literal('input_audio_buffer.append'), audio: audioSchema }),
  /** The examiner has asked a question: the learner's answer turn starts now (on the audio clock). */
  z.object({ type: z.literal('examiner.question_asked') }),
]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;

export const REALTIME_ERROR_CODES = [
  'invalid_message',
  'session_not_started',
  'session_already_started',
  'realtime_unavailable',
] as const;
export type RealtimeErrorCode = (typeof REALTIME_ERROR_CODES)[number];

export const realtimeSessionSettingsSchema = z.object({
  driver: z.enum(['local', 'openai']),
  voice: z.string(),
  turn_detection: z.object({
    type: z.literal('server_vad'),
    threshold: z.number(),
    prefix_padding_ms: z.int(),
    silence_duration_ms: z.int(),
  }),
  temperature: z.number(),
  max_response_output_tokens: z.int(),
  input_audio_format: z.literal('pcm16'),
  sample_rate: z.int(),
  turn_patience_ms: z.int(),
  min_answer_speech_ms: z.int(),
});
export type RealtimeSessionSettings = z.infer<typeof realtimeSessionSettingsSchema>;

/** Times are milliseconds of audio received since the session started (the audio clock), never wall time. */
export const realtimeServerEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('session.updated'), session: realtimeSessionSettingsSchema }),
  z.object({ type: z.literal('input_audio_buffer.speech_started'), audio_start_ms: z.int() }),
  z.object({ type: z.literal('input_audio_buffer.speech_stopped'), audio_end_ms: z.int() }),
  /** The learner has finished the answer: the client moves to the next question. */
  z.object({ type: z.literal('examiner.turn_ended'), answer_ms: z.int(), speech_ms: z.int() }),
  z.object({
    type: z.literal('error'),
    error: z.object({ code: z.enum(REALTIME_ERROR_CODES), message: z.string() }),
  }),
]);
export type RealtimeServerEvent = z.infer<typeof realtimeServerEventSchema>;
