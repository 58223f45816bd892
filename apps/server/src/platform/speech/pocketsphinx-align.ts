import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { baseWord, isFiller, parseHypseg, type Segment } from './pocketsphinx-output.ts';
import { SpeechEngineError, type TimedWord } from './port.ts';
import { runProcess } from './run-process.ts';
import { wavPcm } from './wav.ts';

export interface AlignOptions {
  modelDir: string;
  timeoutMs: number;
  misfitPerFrame?: number;
}

/**
 * Mean acoustic score per 10 ms frame (the decoder's log units, silences included) below which the audio does not
 * fit the grammar. Measured (ADR 0020): clips aligned with their own sentence -8 to -19, with another sentence -32
 * to -59 (LibriVox and flite voices); one mispronounced word in a sentence stays well above it.
 */
export const MISFIT_MEAN_SCORE_PER_FRAME = -25;

const perFrame = (s: Segment) => s.acousticScore / Math.max(1, s.endFrame - s.startFrame);

/** Per-word confidence from its own score: 1 at 0 a frame, 0.5 at -40, 0 at -80 (a word that is not there). */
function confidence(segment: Segment): number {
  return Math.round(Math.min(1, Math.max(0, 1 + perFrame(segment) / 80)) * 1000) / 1000;
}

/** pocketsphinx's phones carry no stress: `AH0` in the CMU dictionary is its `AH`. */
function withoutStress(dictionary: string): string {
  return dictionary
    .split('\n')
    .map((line) => {
      const [word, ...phones] = line.trim().split(/\s+/);
      return word ? [word, ...phones.map((p) => p.replace(/[012]$/, ''))].join(' ') : '';
    })
    .filter(Boolean)
    .join('\n')
    .concat('\n');
}

/**
 * Forced alignment: a fresh pocketsphinx_batch with the grammar and dictionary (they change with every call; its
 * dictionary and grammar load in ~0.1 s, the acoustic model is memory-mapped), the whole clip as one utterance so a
 * pause does not split the sentence.
 */
export async function alignWithGrammar(
  wav16kMono: Uint8Array,
  grammar: { jsgf: string; dictionary: string },
  options: AlignOptions,
): Promise<TimedWord[] | null> {
  const pcm = wavPcm(wav16kMono);
  const dir = await mkdtemp(path.join(tmpdir(), 'parley-align-'));
  try {
    await Promise.all([
      writeFile(path.join(dir, 'g.gram'), grammar.jsgf),
      writeFile(path.join(dir, 'g.dict'), withoutStress(grammar.dictionary)),
      writeFile(path.join(dir, 'clip.raw'), pcm),
      writeFile(path.join(dir, 'ctl'), 'clip\n'),
    ]);
    const args = [
      ['-hmm', path.join(options.modelDir, 'en-us')],
      ['-jsgf', 'g.gram'],
      ['-dict', 'g.dict'],
      ['-remove_silence', 'no'],
      ['-adcin', 'yes'],
      ['-adchdr', '0'],
      ['-cepdir', dir],
      ['-cepext', '.raw'],
      ['-ctl', 'ctl'],
      ['-hypseg', 'out.hypseg'],
      ['-logfn', 'log'],
    ].flat();
    const result = await runProcess('pocketsphinx_batch', args, { cwd: dir, timeoutMs: options.timeoutMs });
    if (result.code !== 0) {
      const log = await readFile(path.join(dir, 'log'), 'utf8').catch(() => result.stderr);
      const reason = log
        .split('\n')
        .filter((l) => /ERROR|FATAL/.test(l))
        .slice(-3)
        .join(' ');
      throw new SpeechEngineError(`pocketsphinx could not align: ${reason || `exit ${result.code}`}`);
    }
    const segments = parseHypseg(await readFile(path.join(dir, 'out.hypseg'), 'utf8').catch(() => ''))?.segments ?? [];
    const spoken = segments.filter((s) => !isFiller(s.word));
    if (spoken.length === 0) return null;
    const frames = segments.reduce((sum, s) => sum + s.endFrame - s.startFrame, 0);
    const score = segments.reduce((sum, s) => sum + s.acousticScore, 0);
    if (score / Math.max(1, frames) < (options.misfitPerFrame ?? MISFIT_MEAN_SCORE_PER_FRAME)) return null;
    return spoken.map((s) => ({
      word: baseWord(s.word),
      start: s.startFrame / 100,
      end: s.endFrame / 100,
      confidence: confidence(s),
    }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
