import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * flite's voices (US English: slt female, kal and rms male, awb Scottish male) and festival's HTS female voice.
 * Never espeak-ng for recognition fixtures: pocketsphinx cannot read its audio.
 */
export type FixtureVoice = 'slt' | 'kal' | 'rms' | 'awb' | 'festival-slt';

export const FIXTURE_CACHE_DIR = path.join(tmpdir(), 'parley-speech-fixtures');

/**
 * Speech for tests, made at test time: `text` spoken by `voice` as a 16 kHz mono 16-bit WAV (what the converter
 * makes and the recognizer reads; Chromium's --use-file-for-fake-audio-capture takes it too), cached by text and voice.
 */
export async function synthesizeFixture(text: string, voice: FixtureVoice = 'slt'): Promise<Uint8Array> {
  const file = await synthesizeFixtureFile(text, voice);
  return new Uint8Array(await readFile(file));
}

/** The same, as a path (for tools that read files, such as Chromium's fake microphone). */
export async function synthesizeFixtureFile(text: string, voice: FixtureVoice = 'slt'): Promise<string> {
  const key = createHash('sha256').update(`${voice}\n${text}`).digest('hex').slice(0, 24);
  const file = path.join(FIXTURE_CACHE_DIR, `${key}.wav`);
  if (
    await readFile(file).then(
      () => true,
      () => false,
    )
  )
    return file;
  await mkdir(FIXTURE_CACHE_DIR, { recursive: true });
  // Unique names, so parallel test files making the same fixture do not read each other's half-written files.
  const raw = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  try {
    if (voice === 'festival-slt') {
      await writeFile(`${raw}.txt`, text);
      await run('text2wave', ['-eval', '(voice_cmu_us_slt_arctic_hts)', `${raw}.txt`, '-o', `${raw}.src.wav`], {
        timeout: 60_000,
      });
    } else {
      await run('flite', ['-voice', voice, '-t', text, '-o', `${raw}.src.wav`], { timeout: 60_000 });
    }
    await run(
      'ffmpeg',
      [
        '-loglevel',
        'error',
        '-y',
        '-i',
        `${raw}.src.wav`,
        '-ar',
        '16000',
        '-ac',
        '1',
        '-c:a',
        'pcm_s16le',
        '-map_metadata',
        '-1',
        '-fflags',
        '+bitexact',
        '-f',
        'wav',
        `${raw}.wav`,
      ],
      { timeout: 60_000 },
    );
    await rename(`${raw}.wav`, file);
    return file;
  } finally {
    await Promise.all([rm(`${raw}.src.wav`, { force: true }), rm(`${raw}.txt`, { force: true })]);
  }
}

/** A WAV encoded as a browser's recorder would send it: Opus in WebM. */
export function asBrowserWebm(wav: Uint8Array): Uint8Array {
  return new Uint8Array(
    execFileSync('ffmpeg', ['-loglevel', 'error', '-i', 'pipe:0', '-c:a', 'libopus', '-f', 'webm', 'pipe:1'], { input: wav }),
  );
}
