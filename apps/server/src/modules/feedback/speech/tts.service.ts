import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { SPEECH_TEXTS, type TtsBody } from '@parley/contracts';
import { AppError } from '../../../errors.ts';
import type { SpeechSynthesizer } from '../../../platform/speech/port.ts';
import type { StoragePort } from '../../../platform/storage/port.ts';

export interface TtsDeps {
  synthesizer: SpeechSynthesizer;
  storage: StoragePort;
  log: FastifyBaseLogger;
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
export async function speak(deps: TtsDeps, req: TtsBody): Promise<string> {
  // No extension in the key: storage keeps the content type, and the engine decides the format.
  const key = cacheKey(deps.synthesizer.engine, req);
  if (await deps.storage.get(key)) return key;
  try {
    const { audio, contentType } = await deps.synthesizer.synthesize(req);
    await deps.storage.put(key, audio, contentType);
    return key;
  } catch (err) {
    deps.log.warn({ err, accent: req.accent, gender: req.gender }, 'text to speech failed');
    throw new AppError('SERVICE_UNAVAILABLE', SPEECH_TEXTS.ttsUnavailable, { cause: err });
  }
}
