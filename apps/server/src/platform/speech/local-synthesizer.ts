import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCAL_VOICES, type LocalVoice } from './local-voices.ts';
import { SpeechEngineError, type SpeechSynthesizer } from './port.ts';
import { runProcess } from './run-process.ts';

const TIMEOUT_MS = 30_000;

/** The voice's WAV: espeak-ng writes to stdout; flite and festival only to a named file. */
async function speak(voice: LocalVoice, text: string): Promise<Uint8Array> {
  if (voice.program === 'espeak-ng') {
    const result = await runProcess('espeak-ng', ['-v', voice.voice, '--stdout', '--stdin'], {
      input: new TextEncoder().encode(text),
      timeoutMs: TIMEOUT_MS,
    });
    if (result.code !== 0) throw new SpeechEngineError(`espeak-ng failed: ${result.stderr.trim()}`);
    return result.stdout;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'parley-tts-'));
  try {
    const [textFile, wav] = [path.join(dir, 'text.txt'), path.join(dir, 'speech.wav')];
    await writeFile(textFile, text);
    const result =
      voice.program === 'flite'
        ? await runProcess('flite', ['-voice', voice.voice, '-f', textFile, '-o', wav], { timeoutMs: TIMEOUT_MS })
        : await runProcess('text2wave', ['-eval', `(${voice.voice})`, textFile, '-o', wav], { timeoutMs: TIMEOUT_MS });
    if (result.code !== 0) throw new SpeechEngineError(`${voice.program} failed: ${result.stderr.trim()}`);
    return new Uint8Array(await readFile(wav));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Local voices (local-voices.ts), encoded by ffmpeg as MP3 at 48 kbit/s mono: every browser plays it (Safari
 * included, which Ogg/Opus would not be sure of) at about a tenth of the WAV's size.
 */
export function createLocalSynthesizer(): SpeechSynthesizer {
  return {
    engine: 'local',
    async synthesize({ text, accent, gender }) {
      const wav = await speak(LOCAL_VOICES[accent][gender], text);
      const args = [
        '-hide_banner',
        '-loglevel',
        'error',
        '-nostdin',
        '-i',
        'pipe:0',
        '-ac',
        '1',
        '-c:a',
        'libmp3lame',
        '-b:a',
        '48k',
        '-f',
        'mp3',
        'pipe:1',
      ];
      const mp3 = await runProcess('ffmpeg', args, { input: wav, timeoutMs: TIMEOUT_MS });
      if (mp3.code !== 0 || mp3.stdout.byteLength === 0)
        throw new SpeechEngineError(`ffmpeg could not encode speech: ${mp3.stderr.trim()}`);
      return { audio: mp3.stdout, contentType: 'audio/mpeg' };
    },
  };
}
