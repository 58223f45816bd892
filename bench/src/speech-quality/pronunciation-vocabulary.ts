/**
 * `node bench/src/speech-quality/pronunciation-vocabulary.ts 0,3000`: the recogniser with the mispronunciations of
 * the N most frequent words as alternate pronunciations (0: none), compared for docs/language/pronunciation.md:
 * word errors and learner errors surviving (the recognition sets), and pronunciation findings on the recogniser's own
 * transcripts of the labelled clips (flite slt and rms), as the feedback pipeline runs it.
 */
import { createFfmpegConverter } from '@parley/server/platform/speech/ffmpeg-converter';
import { createPocketsphinxRecognizer, POCKETSPHINX_MODEL_DIR } from '@parley/server/platform/speech/pocketsphinx';
import { decoderVariants } from '@parley/server/platform/speech/pronunciation/decoder-variants';
import { DEFAULT_LANGUAGE_WEIGHT } from '@parley/server/platform/speech/defaults';
import { measurePronunciation } from '@parley/server/platform/speech/quality/measure';
import { recognitionQuality } from './recognition.ts';

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const settings = (process.argv[2] ?? '0,3000').split(',').map(Number);

console.log(
  '| variants of the most frequent | dictionary entries | LibriVox WER | flite WER | learner errors surviving | recognition RTF | precision | recall | false alarms / word |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const words of settings) {
  const q = await recognitionQuality({ pronunciationVariants: words });
  const recognizer = createPocketsphinxRecognizer({
    modelDir: POCKETSPHINX_MODEL_DIR,
    languageWeight: DEFAULT_LANGUAGE_WEIGHT,
    learnerForms: true,
    pronunciationVariants: words,
  });
  try {
    const { quality: p } = await measurePronunciation(
      { recognizer, converter: createFfmpegConverter() },
      { voices: ['slt', 'rms'], transcript: 'recognized' },
    );
    const entries = words ? decoderVariants(words).length : 0;
    console.log(
      `| ${words} | +${entries} | ${pct(q.librivoxWer)} | ${pct(q.syntheticWer)} | ${pct(q.learnerErrorSurvival)} | ${q.realTimeFactor.toFixed(2)} | ${pct(p.precision)} | ${pct(p.recall)} | ${p.falseAlarmRate.toFixed(3)} |`,
    );
    for (const r of q.rows.filter((row) => row.error)) console.log(`   failed: ${r.voice} "${r.reference}": ${r.error}`);
  } finally {
    await recognizer.close();
  }
}
