/**
 * Pronunciation quality for `npm run bench -- speech-quality`: the labelled sentences of
 * apps/server/src/platform/speech/quality/corpus.ts, each said right and with its error by four flite voices, through
 * the engine with the sentence's own words as transcript (precision, recall, false alarms per word, real-time factor
 * of the assessment); and the same on two voices with the recogniser's transcript, as the feedback pipeline runs it
 * (`endToEnd`).
 */
import type { PronunciationQuality } from '@parley/language';
import { createFfmpegConverter } from '@parley/server/platform/speech/ffmpeg-converter';
import { createPocketsphinxRecognizer, POCKETSPHINX_MODEL_DIR } from '@parley/server/platform/speech/pocketsphinx';
import {
  DEFAULT_LANGUAGE_WEIGHT,
  DEFAULT_LEARNER_FORMS,
  DEFAULT_PRONUNCIATION_VARIANTS,
} from '@parley/server/platform/speech/defaults';
import { measurePronunciation } from '@parley/server/platform/speech/quality/measure';

export interface PronunciationBench {
  precision: number;
  recall: number;
  falseAlarmRate: number;
  rtf: number;
  perRule: PronunciationQuality['perRule'];
  endToEnd: Pick<PronunciationQuality, 'precision' | 'recall' | 'falseAlarmRate' | 'rtf'>;
}

export async function pronunciationQuality(): Promise<PronunciationBench> {
  const recognizer = createPocketsphinxRecognizer({
    modelDir: POCKETSPHINX_MODEL_DIR,
    languageWeight: DEFAULT_LANGUAGE_WEIGHT,
    learnerForms: DEFAULT_LEARNER_FORMS,
    pronunciationVariants: DEFAULT_PRONUNCIATION_VARIANTS,
  });
  const deps = { recognizer, converter: createFfmpegConverter() };
  try {
    const reference = await measurePronunciation(deps, {
      voices: ['slt', 'rms', 'awb', 'kal16'],
      transcript: 'reference',
    });
    const recognized = await measurePronunciation(deps, { voices: ['slt', 'rms'], transcript: 'recognized' });
    const { precision, recall, falseAlarmRate, rtf, perRule } = reference.quality;
    const e = recognized.quality;
    return {
      precision,
      recall,
      falseAlarmRate,
      rtf,
      perRule,
      endToEnd: { precision: e.precision, recall: e.recall, falseAlarmRate: e.falseAlarmRate, rtf: e.rtf },
    };
  } finally {
    await recognizer.close();
  }
}
