import type { Config } from '../../config.ts';
import { createFfmpegConverter } from './ffmpeg-converter.ts';
import { createHostedRecognizer, createHostedSynthesizer } from './hosted.ts';
import { createLocalSynthesizer } from './local-synthesizer.ts';
import { createPocketsphinxRecognizer, POCKETSPHINX_MODEL_DIR } from './pocketsphinx.ts';
import type { SpeechPort } from './port.ts';

export type {
  AudioConverter,
  SpeechPort,
  SpeechRecognizer,
  SpeechSynthesizer,
  TimedWord,
  Transcription,
  VoiceSelection,
} from './port.ts';
export { SpeechEngineError, UndecodableAudio } from './port.ts';

export type SpeechConfig = Pick<
  Config,
  | 'AI_BASE_URL'
  | 'AI_API_KEY'
  | 'AI_TRANSCRIBE_MODEL'
  | 'AI_TTS_MODEL'
  | 'POCKETSPHINX_LANGUAGE_WEIGHT'
  | 'POCKETSPHINX_LEARNER_FORMS'
  | 'POCKETSPHINX_PRONUNCIATION_VARIANTS'
  | 'POCKETSPHINX_DECODERS'
>;

/**
 * Local engines by default (pocketsphinx, espeak-ng/flite/festival, ffmpeg); an OpenAI-compatible server for
 * recognition and voices when AI_BASE_URL is set. Conversion and forced alignment stay local either way.
 */
export function createSpeech(config: SpeechConfig): SpeechPort {
  const local = createPocketsphinxRecognizer({
    modelDir: POCKETSPHINX_MODEL_DIR,
    languageWeight: config.POCKETSPHINX_LANGUAGE_WEIGHT,
    learnerForms: config.POCKETSPHINX_LEARNER_FORMS,
    pronunciationVariants: config.POCKETSPHINX_PRONUNCIATION_VARIANTS,
    decoders: config.POCKETSPHINX_DECODERS,
  });
  const hosted = config.AI_BASE_URL
    ? {
        baseUrl: config.AI_BASE_URL,
        apiKey: config.AI_API_KEY,
        transcribeModel: config.AI_TRANSCRIBE_MODEL,
        ttsModel: config.AI_TTS_MODEL,
        timeoutMs: 120_000,
      }
    : undefined;
  const recognizer = hosted ? createHostedRecognizer(hosted, local) : local;
  return {
    recognizer,
    converter: createFfmpegConverter(),
    synthesizer: hosted ? createHostedSynthesizer(hosted) : createLocalSynthesizer(),
    close: () => recognizer.close(),
  };
}
