/**
 * The interview's realtime voice channel: 16 kHz mono PCM16 goes in, and the voice-activity detector says when the
 * learner starts and stops speaking, in milliseconds of audio received (the audio clock, so the same audio gives the
 * same answer however fast it arrives). Locally our own detector; with AI_REALTIME_URL an OpenAI-compatible realtime
 * server's, with the same settings (REALTIME_SESSION in contracts).
 */
export interface RealtimePort {
  readonly driver: 'local' | 'openai';
  open(options: { voice: string; onEvent(event: RealtimeEvent): void }): RealtimeSession;
}

export interface RealtimeSession {
  /** 16 kHz mono PCM16 little-endian, in pieces of any length. */
  append(pcm16: Buffer): void;
  /** Ends the session; no event follows. */
  close(): void;
}

/**
 * `speech_started.audioMs` includes the prefix padding (it is that much before the detected onset);
 * `speech_stopped.audioMs` includes the silence that confirmed the stop, as OpenAI's server reports them.
 * `error` ends the session: nothing more comes and appends are dropped.
 */
export type RealtimeEvent =
  { type: 'speech_started'; audioMs: number } | { type: 'speech_stopped'; audioMs: number } | { type: 'error'; message: string };
