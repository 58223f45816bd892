import { type AudioConverter, UndecodableAudio, type VoiceSelection } from './port.ts';
import { runProcess } from './run-process.ts';
import { clipWav, pcmToWav, SAMPLE_RATE, wavDurationSeconds } from './wav.ts';

/** ffmpeg's last error line, as the end of a message. */
const lastLine = (stderr: string) => {
  const line = stderr.trim().split('\n').at(-1) ?? '';
  return line ? `: ${line}` : '';
};

/**
 * Two voices added rather than averaged keep each at its own level (one usually speaks at a time); the limiter,
 * delay-compensated so times stay true, catches the peaks where they overlap.
 */
const VOICES: Record<VoiceSelection, string[]> = {
  mix: [],
  first: ['-af', 'pan=mono|c0=c0'],
  both: ['-af', 'pan=mono|c0=c0+c1,alimiter=limit=0.89:level=disabled:latency=1'],
};

/** One output of a decode: the voices chosen as raw 16 kHz mono samples, from `skip` on, written to `pipe`. */
const outputArgs = (voices: VoiceSelection, skip: string[], pipe: string) => [
  ...['-vn', ...skip],
  ...VOICES[voices],
  ...['-ac', '1', '-ar', String(SAMPLE_RATE), '-f', 's16le', pipe],
];

/**
 * ffmpeg reads the upload from stdin and writes raw 16 kHz mono samples to stdout (no temporary files); the WAV
 * header is ours, so its size fields are exact. Clipping and duration need no ffmpeg: the samples are at hand.
 */
export function createFfmpegConverter(options: { timeoutMs: number } = { timeoutMs: 120_000 }): AudioConverter {
  /** One WAV per voice selection; the input is read and decoded once, each selection its own output (pipe:1, 3, 4…). */
  async function decode(input: Uint8Array, voices: readonly VoiceSelection[], fromSeconds = 0): Promise<Uint8Array[]> {
    // After the input: everything is decoded and the start dropped. Seeking before the input is cheaper but lands
    // wrong on a piped browser recording (a MediaRecorder WebM has no index; a piped Ogg came out 1 s late).
    const skip = fromSeconds > 0 ? ['-ss', fromSeconds.toFixed(3)] : [];
    const args = [
      ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-i', 'pipe:0'],
      ...voices.flatMap((selection, i) => outputArgs(selection, skip, i === 0 ? 'pipe:1' : `pipe:${i + 2}`)),
    ];
    const result = await runProcess('ffmpeg', args, { input, timeoutMs: options.timeoutMs, extraOutputs: voices.length - 1 });
    const outputs = [result.stdout, ...result.extraOutputs];
    if (result.code !== 0 || outputs.some((pcm) => pcm.byteLength === 0)) {
      throw new UndecodableAudio(`ffmpeg could not decode the audio${lastLine(result.stderr)}`);
    }
    return outputs.map(pcmToWav);
  }

  return {
    async toWav16kMono(input, { fromSeconds = 0, voices = 'mix' } = {}) {
      const [wav] = await decode(input, [voices], fromSeconds);
      return wav!;
    },
    async toWav16kMonoVoices<const V extends readonly [VoiceSelection, ...VoiceSelection[]]>(input: Uint8Array, voices: V) {
      return (await decode(input, voices)) as { -readonly [K in keyof V]: Uint8Array };
    },
    async measureSeconds(input) {
      // Stream copy to nowhere: the demuxer walks the packets, nothing is decoded; -progress reports the last time.
      const args = [
        ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-i', 'pipe:0', '-map', '0:a:0'],
        ...['-c', 'copy', '-f', 'null', '-progress', 'pipe:1', '-'],
      ];
      const result = await runProcess('ffmpeg', args, { input, timeoutMs: options.timeoutMs });
      const reported = [...new TextDecoder().decode(result.stdout).matchAll(/^out_time_us=(\d+)$/gm)].at(-1)?.[1];
      if (result.code !== 0 || reported === undefined) {
        throw new UndecodableAudio(`ffmpeg could not read the audio${lastLine(result.stderr)}`);
      }
      return Number(reported) / 1e6;
    },
    clip: async (wav, start, end) => clipWav(wav, start, end),
    durationSeconds: (wav) => wavDurationSeconds(wav),
  };
}
