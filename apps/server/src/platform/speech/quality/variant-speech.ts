import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AudioConverter } from '../port.ts';
import { runProcess } from '../run-process.ts';

/** flite's voices at 16 kHz or more (kal is 8 kHz; kal16 is the same speaker at 16 kHz). */
export type FliteVoice = 'slt' | 'rms' | 'awb' | 'kal16';

/**
 * `text` spoken by a flite voice with some words said as the given CMU phones (a lexicon addendum overrides them),
 * so a mispronounced sentence keeps natural prosody and its label is exact; as a 16 kHz mono WAV.
 */
export async function speakWithPronunciations(
  text: string,
  voice: FliteVoice,
  pronunciations: readonly { word: string; phones: readonly string[] }[],
  converter: Pick<AudioConverter, 'toWav16kMono'>,
): Promise<Uint8Array> {
  const dir = await mkdtemp(path.join(tmpdir(), 'parley-variant-speech-'));
  try {
    const lexicon = pronunciations.map((p) => `${p.word} : ${p.phones.join(' ').toLowerCase()}\n`).join('');
    await writeFile(path.join(dir, 'lexicon'), lexicon);
    const args = ['-voice', voice, ...(lexicon ? ['-add_lex', 'lexicon'] : []), '-t', text, '-o', 'speech.wav'];
    const result = await runProcess('flite', args, { cwd: dir, timeoutMs: 30_000 });
    if (result.code !== 0) throw new Error(`flite failed: ${result.stderr.trim()}`);
    return await converter.toWav16kMono(new Uint8Array(await readFile(path.join(dir, 'speech.wav'))));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
