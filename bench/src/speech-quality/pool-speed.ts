/**
 * `node bench/src/speech-quality/pool-speed.ts [rounds] [setup name part]`: seconds to transcribe one 60 s recording
 * (flite reading the correct sentences, 0.6 s pauses) with one warm decoder against a pool of two, with and without
 * the search options, and with and without the pronunciation variants in the dictionary, taken in turns so the shared
 * machine's load falls on all alike. The second argument picks the setups whose name contains it.
 */
import { createPocketsphinxRecognizer, POCKETSPHINX_MODEL_DIR } from '@parley/server/platform/speech/pocketsphinx';
import { wavPcm, pcmToWav } from '@parley/server/platform/speech/wav';
import { synthesizeFixture } from '@parley/server/test/speech-fixtures';
import { CORRECT_SENTENCES } from './sentences.ts';

const SECONDS = 60;
const rounds = Number(process.argv[2] ?? 2);
const gap = new Uint8Array(0.6 * 32_000);
const parts: Uint8Array[] = [];
for (let i = 0, bytes = 0; bytes < SECONDS * 32_000; i += 1) {
  const pcm = wavPcm(await synthesizeFixture(CORRECT_SENTENCES[i % CORRECT_SENTENCES.length]!));
  parts.push(pcm, gap);
  bytes += pcm.byteLength + gap.byteLength;
}
const all = new Uint8Array(parts.reduce((a, p) => a + p.byteLength, 0));
parts.reduce((at, p) => (all.set(p, at), at + p.byteLength), 0);
const wav = pcmToWav(all.subarray(0, SECONDS * 32_000));

const setups = [
  { name: '1 decoder, defaults', decoders: 1, searchArgs: [] },
  { name: '2 decoders, defaults', decoders: 2, searchArgs: [] },
  { name: '1 decoder, -fwdflat no', decoders: 1, searchArgs: ['-fwdflat', 'no'] },
  { name: '2 decoders, -fwdflat no', decoders: 2, searchArgs: ['-fwdflat', 'no'] },
  { name: '1 decoder, -fwdflat no, no variants', decoders: 1, searchArgs: ['-fwdflat', 'no'], pronunciationVariants: 0 },
  { name: '1 decoder, -fwdflat no, 3000 variants', decoders: 1, searchArgs: ['-fwdflat', 'no'], pronunciationVariants: 3000 },
].filter((s) => s.name.includes(process.argv[3] ?? ''));
const recognizers = setups.map((s) =>
  createPocketsphinxRecognizer({ modelDir: POCKETSPHINX_MODEL_DIR, languageWeight: 6.5, learnerForms: true, ...s }),
);
const times = setups.map(() => [] as number[]);
try {
  for (const r of recognizers) await r.transcribe(wav);
  for (let round = 0; round < rounds; round += 1) {
    for (const [i, r] of recognizers.entries()) {
      const started = performance.now();
      await r.transcribe(wav);
      times[i]!.push((performance.now() - started) / 1000);
    }
  }
} finally {
  await Promise.all(recognizers.map((r) => r.close()));
}
for (const [i, s] of setups.entries())
  console.log(
    `| ${s.name} | ${times[i]!.map((t) => t.toFixed(1)).join(', ')} | ${(times[i]!.reduce((a, b) => a + b, 0) / times[i]!.length / SECONDS).toFixed(3)} |`,
  );
