import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { QUOTA_TEXTS, SPEECH_TEXTS, TTS_WINDOW_SECONDS, type TtsBody } from '@parley/contracts';
import { AppError, tooManyRequests } from '../../../errors.ts';
import type { SpeechSynthesizer } from '../../../platform/speech/port.ts';
import type { StoragePort } from '../../../platform/storage/port.ts';
import type { RateCounts } from '../../../plugins/rate-counts.ts';

export interface TtsDeps {
  synthesizer: SpeechSynthesizer;
  storage: StoragePort;
  log: FastifyBaseLogger;
}

/** New readings a person may ask for in a window (config), counted where every instance sees the count. */
export interface ReadingLimit {
  counts: RateCounts;
  max: number;
}

/** One stored reading per (engine, text, accent, voice): the same request never synthesises twice. */
const cacheKey = (engine: string, req: TtsBody) =>
  `tts-${createHash('sha256')
    .update(JSON.stringify([engine, req.text, req.accent, req.gender]))
    .digest('hex')
    .slice(0, 40)}`;

/**
 * The storage key of `text` read aloud, synthesised on first request. Engine failures are logged and answered
 * with 503, so a page that plays reference audio stays usable without it.
 */
export async function speak(deps: TtsDeps, req: TtsBody, beforeSynthesis?: () => Promise<void>): Promise<string> {
  // No extension in the key: storage keeps the content type, and the engine decides the format.
  const key = cacheKey(deps.synthesizer.engine, req);
  if (await deps.storage.get(key)) return key;
  await beforeSynthesis?.();
  try {
    const { audio, contentType } = await deps.synthesizer.synthesize(req);
    await deps.storage.put(key, audio, contentType);
    return key;
  } catch (err) {
    deps.log.warn({ err, accent: req.accent, gender: req.gender }, 'text to speech failed');
    throw new AppError('SERVICE_UNAVAILABLE', SPEECH_TEXTS.ttsUnavailable, { cause: err });
  }
}

/**
 * `speak` for a person: a reading already made is free, a new one counts against their limit per window (429 with
 * Retry-After past it), so nobody can keep the engine, or a paid hosted voice, busy (ADR 0081).
 */
export function speakFor(deps: TtsDeps & { readings: ReadingLimit }, userId: number, req: TtsBody): Promise<string> {
  return speak(deps, req, async () => {
    const hit = await deps.readings.counts.hit(`tts:${userId}`, TTS_WINDOW_SECONDS * 1000);
    if (hit.count > deps.readings.max) throw tooManyRequests(QUOTA_TEXTS.ttsBusy, hit.resetMs / 1000);
  });
}
