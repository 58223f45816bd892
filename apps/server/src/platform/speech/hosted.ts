import { z } from 'zod';
import { SpeechEngineError, type SpeechRecognizer, type SpeechSynthesizer } from './port.ts';

export interface HostedOptions {
  baseUrl: string;
  apiKey?: string;
  transcribeModel: string;
  ttsModel: string;
  timeoutMs: number;
}

const transcriptionSchema = z.object({
  text: z.string().optional(),
  words: z
    .array(
      z.object({
        word: z.string(),
        start: z.number(),
        end: z.number(),
        probability: z.number().optional(),
        confidence: z.number().optional(),
      }),
    )
    .optional(),
});

/** OpenAI's voices; the accent cannot be chosen there, so gender picks the voice. */
const HOSTED_VOICES = { MALE: 'onyx', FEMALE: 'nova' } as const;

function endpoint(baseUrl: string, name: string): URL {
  return new URL(name, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
}

async function call(options: HostedOptions, name: string, init: { body: FormData | string; json?: boolean }): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(endpoint(options.baseUrl, name), {
      method: 'POST',
      headers: {
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        ...(init.json ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (err) {
    throw new SpeechEngineError(`Speech server unreachable: ${(err as Error).message}`);
  }
  if (!res.ok) throw new SpeechEngineError(`Speech server answered ${res.status} to ${name}`);
  return res;
}

/**
 * An OpenAI-compatible POST audio/transcriptions with word timestamps (OpenAI, or a self-hosted Whisper server
 * that speaks it). Forced alignment is not something those servers offer: `local` (pocketsphinx) does it, and gives the
 * second opinion, which is then a second engine's.
 */
export function createHostedRecognizer(
  options: HostedOptions,
  local: Pick<SpeechRecognizer, 'alignWithGrammar' | 'secondOpinion' | 'close'>,
): SpeechRecognizer {
  const recognizer: SpeechRecognizer = {
    engine: 'hosted',
    async transcribe(wav16kMono) {
      const form = new FormData();
      form.append('file', new Blob([wav16kMono], { type: 'audio/wav' }), 'speech.wav');
      form.append('model', options.transcribeModel);
      form.append('response_format', 'verbose_json');
      form.append('timestamp_granularities[]', 'word');
      const res = await call(options, 'audio/transcriptions', { body: form });
      const parsed = transcriptionSchema.safeParse(await res.json().catch(() => null));
      if (!parsed.success) throw new SpeechEngineError('Speech server answered something other than a transcription');
      return {
        engine: 'hosted',
        words: (parsed.data.words ?? []).map((w) => ({
          word: w.word.trim(),
          start: w.start,
          end: w.end,
          confidence: w.confidence ?? w.probability ?? 1,
        })),
      };
    },
    warm: async () => undefined,
    // The server's own queue is out of our sight: the caller bounds how long it waits for the answer.
    transcribeIfFree: (wav16kMono) => recognizer.transcribe(wav16kMono),
    alignWithGrammar: (wav, grammar, fit) => local.alignWithGrammar(wav, grammar, fit),
    secondOpinion: (wav16kMono) => local.secondOpinion(wav16kMono),
    close: () => local.close(),
  };
  return recognizer;
}

/** An OpenAI-compatible POST audio/speech; the server's audio comes back as it is (MP3 for OpenAI). */
export function createHostedSynthesizer(options: HostedOptions): SpeechSynthesizer {
  return {
    engine: 'hosted',
    async synthesize({ text, gender }) {
      const body = JSON.stringify({ model: options.ttsModel, input: text, voice: HOSTED_VOICES[gender], response_format: 'mp3' });
      const res = await call(options, 'audio/speech', { body, json: true });
      const audio = new Uint8Array(await res.arrayBuffer());
      if (audio.byteLength === 0) throw new SpeechEngineError('Speech server answered with no audio');
      return { audio, contentType: res.headers.get('content-type')?.split(';')[0] ?? 'audio/mpeg' };
    },
  };
}
