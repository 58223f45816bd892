/**
 * `node bench/src/speech-quality/warm-cold.ts`: real-time factor of the warm decoder (one pocketsphinx_batch kept
 * running) against a fresh process per utterance, on the same flite clips, taken in turns so machine load hits both.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createWarmDecoder } from '@parley/server/platform/speech/pocketsphinx-decoder';
import { POCKETSPHINX_MODEL_DIR } from '@parley/server/platform/speech/pocketsphinx';
import { runProcess } from '@parley/server/platform/speech/run-process';
import { wavPcm } from '@parley/server/platform/speech/wav';
import { synthesizeFixture } from '@parley/server/test/speech-fixtures';
import { CORRECT_SENTENCES } from './sentences.ts';

const dictionaryPath = path.join(POCKETSPHINX_MODEL_DIR, 'cmudict-en-us.dict');
const decoder = createWarmDecoder({
  modelDir: POCKETSPHINX_MODEL_DIR,
  dictionaryPath,
  languageWeight: 6.5,
  maxUtteranceSeconds: 30,
  timeoutMs: 60_000,
  timeoutPerSecond: 5_000,
});
const dir = await mkdtemp(path.join(tmpdir(), 'parley-cold-'));

async function cold(pcm: Uint8Array) {
  await writeFile(path.join(dir, 'clip.raw'), pcm);
  await writeFile(path.join(dir, 'ctl'), 'clip\n');
  const args = [
    ...['-hmm', path.join(POCKETSPHINX_MODEL_DIR, 'en-us'), '-lm', path.join(POCKETSPHINX_MODEL_DIR, 'en-us.lm.bin')],
    ...['-dict', dictionaryPath, '-remove_silence', 'no', '-adcin', 'yes', '-adchdr', '0'],
    ...['-cepdir', dir, '-cepext', '.raw', '-ctl', path.join(dir, 'ctl'), '-hyp', path.join(dir, 'hyp'), '-logfn', '/dev/null'],
  ];
  await runProcess('pocketsphinx_batch', args, { timeoutMs: 120_000 });
}

const clips = await Promise.all(CORRECT_SENTENCES.map(async (s) => wavPcm(await synthesizeFixture(s))));
const audio = clips.reduce((a, c) => a + c.byteLength / 32_000, 0);
await decoder.decode(clips[0]!);
let [warmSeconds, coldSeconds] = [0, 0];
for (const pcm of clips) {
  let t = performance.now();
  await decoder.decode(pcm);
  warmSeconds += (performance.now() - t) / 1000;
  t = performance.now();
  await cold(pcm);
  coldSeconds += (performance.now() - t) / 1000;
}
await decoder.close();
await rm(dir, { recursive: true, force: true });
console.log(`${clips.length} clips, ${audio.toFixed(1)} s of audio`);
console.log(`warm: ${warmSeconds.toFixed(2)} s, real-time factor ${(warmSeconds / audio).toFixed(3)}`);
console.log(`cold: ${coldSeconds.toFixed(2)} s, real-time factor ${(coldSeconds / audio).toFixed(3)}`);
