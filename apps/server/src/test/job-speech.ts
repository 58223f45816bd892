import { afterAll } from 'vitest';
import { DEFAULT_LANGUAGE_WEIGHT, DEFAULT_LEARNER_FORMS, DEFAULT_PRONUNCIATION_VARIANTS } from '../platform/speech/defaults.ts';
import { createFfmpegConverter } from '../platform/speech/ffmpeg-converter.ts';
import { createPocketsphinxRecognizer, POCKETSPHINX_MODEL_DIR } from '../platform/speech/pocketsphinx.ts';

/**
 * The feedback job's local recogniser with its default settings (one decoder: a test file decodes one clip at a
 * time) and the converter, closed when the file's tests end. Call at the top of a test file.
 */
export function jobSpeech() {
  const recognizer = createPocketsphinxRecognizer({
    modelDir: POCKETSPHINX_MODEL_DIR,
    languageWeight: DEFAULT_LANGUAGE_WEIGHT,
    learnerForms: DEFAULT_LEARNER_FORMS,
    pronunciationVariants: DEFAULT_PRONUNCIATION_VARIANTS,
    decoders: 1,
  });
  afterAll(() => recognizer.close());
  return { recognizer, converter: createFfmpegConverter() };
}
