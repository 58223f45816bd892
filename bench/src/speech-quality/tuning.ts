/**
 * `node bench/src/speech-quality/tuning.ts`: the decoder settings compared for docs/benchmarks.md ("Speech
 * recognition tuning"): language weight × learner forms in the vocabulary.
 */
import { recognitionQuality } from './recognition.ts';

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const weights = (process.argv[2] ?? '6.5,5,4,3').split(',').map(Number);

console.log(
  '| language weight | learner forms | LibriVox WER | flite WER (correct sentences) | learner errors surviving | real-time factor |',
);
console.log('|---|---|---|---|---|---|');
for (const languageWeight of weights) {
  for (const learnerForms of [false, true]) {
    const q = await recognitionQuality({ languageWeight, learnerForms });
    console.log(
      `| ${languageWeight} | ${learnerForms ? 'yes' : 'no'} | ${pct(q.librivoxWer)} | ${pct(q.syntheticWer)} | ${pct(q.learnerErrorSurvival)} | ${q.realTimeFactor.toFixed(2)} |`,
    );
    for (const r of q.rows.filter((row) => row.error)) console.log(`   failed: ${r.voice} "${r.reference}": ${r.error}`);
    if (process.env.VERBOSE)
      for (const r of q.rows.filter((row) => row.set === 'learner' && row.score === 0))
        console.log(`   lost: ${r.voice} "${r.reference}" → "${r.hypothesis}"`);
  }
}
