import type { RealtimeEvent } from './port.ts';

export interface VadSettings {
  /** 0–1: how far above the noise floor a frame must be to count as voice. */
  threshold: number;
  prefixPaddingMs: number;
  silenceDurationMs: number;
  sampleRate: number;
}

type SpeechEvent = Extract<RealtimeEvent, { type: 'speech_started' | 'speech_stopped' }>;

const FRAME_MS = 20;
/** Voiced frames in a row before speech counts as started: a click or a knock is shorter. */
const ONSET_FRAMES = 3;
/** The floor is the quietest frame of this window (minimum statistics): speech always dips within it, noise stays. */
const FLOOR_WINDOW_FRAMES = 75;
/** Digital silence would put the floor at minus infinity; below this level nothing counts as louder. */
const FLOOR_MIN_DB = -70;

/** threshold 0 → 6 dB above the floor, 0.5 → 18 dB, 1 → 30 dB. */
export const marginDb = (threshold: number) => 6 + 24 * threshold;

function frameDb(frame: Buffer): number {
  let sum = 0;
  for (let i = 0; i + 1 < frame.length; i += 2) {
    const s = frame.readInt16LE(i) / 32768;
    sum += s * s;
  }
  return 10 * Math.log10(sum / (frame.length / 2) + 1e-12);
}

/**
 * Our own voice-activity detector on frame energy with a noise floor that adapts (the quietest frame of the last
 * 1.5 s), so a fan or a hum becomes the floor within that time. Driven only by the samples it is given.
 */
export function createEnergyVad(settings: VadSettings) {
  const frameBytes = ((settings.sampleRate * FRAME_MS) / 1000) * 2;
  const margin = marginDb(settings.threshold);
  const recent: number[] = [];
  let pending: Buffer = Buffer.alloc(0);
  let frames = 0;
  let speaking = false;
  let voicedRun = 0;
  let silentRun = 0;

  const voiced = (db: number) => {
    recent.push(db);
    if (recent.length > FLOOR_WINDOW_FRAMES) recent.shift();
    return db > Math.max(FLOOR_MIN_DB, Math.min(...recent)) + margin;
  };

  function step(frame: Buffer): SpeechEvent | null {
    const isVoiced = voiced(frameDb(frame));
    frames += 1;
    const endMs = frames * FRAME_MS;
    voicedRun = isVoiced ? voicedRun + 1 : 0;
    silentRun = isVoiced ? 0 : silentRun + 1;
    if (!speaking && voicedRun >= ONSET_FRAMES) {
      speaking = true;
      const onsetMs = endMs - ONSET_FRAMES * FRAME_MS;
      return { type: 'speech_started', audioMs: Math.max(0, onsetMs - settings.prefixPaddingMs) };
    }
    if (speaking && silentRun * FRAME_MS >= settings.silenceDurationMs) {
      speaking = false;
      return { type: 'speech_stopped', audioMs: endMs };
    }
    return null;
  }

  return {
    /** Feeds PCM16 of any length; answers what it detected in the whole frames completed. */
    push(pcm16: Buffer): SpeechEvent[] {
      pending = pending.length ? Buffer.concat([pending, pcm16]) : pcm16;
      const events: SpeechEvent[] = [];
      let offset = 0;
      for (; offset + frameBytes <= pending.length; offset += frameBytes) {
        const event = step(pending.subarray(offset, offset + frameBytes));
        if (event) events.push(event);
      }
      pending = Buffer.from(pending.subarray(offset));
      return events;
    },
  };
}
