/**
 * `node bench/src/speech-quality/search-tuning.ts '-fwdflat no' '-maxhmmpf 3000' …`: pocketsphinx search options
 * compared for docs/benchmarks.md ("Speech recognition speed"); each argument is one setting, '' the defaults.
 */
import { recognitionQuality } from './recognition.ts';

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const settings = process.argv.slice(2);

console.log('| search options | LibriVox WER | flite WER (correct sentences) | learner errors surviving | real-time factor |');
console.log('|---|---|---|---|---|');
for (const setting of settings.length ? settings : ['']) {
  const searchArgs = setting.split(' ').filter(Boolean);
  const q = await recognitionQuality({ searchArgs, decoders: 1 });
  console.log(
    `| ${setting || 'defaults'} | ${pct(q.librivoxWer)} | ${pct(q.syntheticWer)} | ${pct(q.learnerErrorSurvival)} | ${q.realTimeFactor.toFixed(2)} |`,
  );
  for (const r of q.rows.filter((row) => row.error)) console.log(`   failed: ${r.voice} "${r.reference}": ${r.error}`);
}
