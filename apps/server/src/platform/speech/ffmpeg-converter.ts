import { type AudioConverter, type AudioInput, UndecodableAudio, type VoiceSelection } from './port.ts';
import { runProcess } from './run-process.ts';
import { BYTES_PER_SECOND, clipWav, pcmToWav, SAMPLE_RATE, wavDurationSeconds } from './wav.ts';

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

/** The last `out_time_us` ffmpeg's -progress reported, in seconds: where its output ends on the output's clock. */
function progressSeconds(progress: Uint8Array): number | undefined {
  const reported = [...new TextDecoder().decode(progress).matchAll(/^out_time_us=(\d+)$/gm)].at(-1)?.[1];
  return reported === undefined ? undefined : Number(reported) / 1e6;
}

/**
 * ffmpeg reads the upload from stdin and writes raw 16 kHz mono samples to stdout (no temporary files); the WAV
 * header is ours, so its size fields are exact. Clipping and duration need no ffmpeg: the samples are at hand.
 */
export function createFfmpegConverter(options: { timeoutMs: number } = { timeoutMs: 120_000 }): AudioConverter {
  /**
   * Raw samples per voice selection, and ffmpeg's progress report when asked; the input is read and decoded once,
   * each selection its own output (pipe:1, 3, 4…), the progress on the pipe after them.
   */
  async function decode(
    input: AudioInput,
    voices: readonly VoiceSelection[],
    { inputArgs = [], skip = [], progress = false }: { inputArgs?: string[]; skip?: string[]; progress?: boolean } = {},
  ) {
    const pipes = voices.length - 1 + (progress ? 1 : 0);
    const args = [
      ...['-hide_banner', '-loglevel', 'error', '-nostdin', ...(progress ? ['-progress', `pipe:${pipes + 2}`] : [])],
      ...[...inputArgs, '-i', 'pipe:0'],
      ...voices.flatMap((selection, i) => outputArgs(selection, skip, i === 0 ? 'pipe:1' : `pipe:${i + 2}`)),
    ];
    const result = await runProcess('ffmpeg', args, { input, timeoutMs: options.timeoutMs, extraOutputs: pipes });
    const outputs = [result.stdout, ...result.extraOutputs.slice(0, voices.length - 1)];
    if (result.code !== 0 || outputs.some((pcm) => pcm.byteLength === 0)) {
      throw new UndecodableAudio(`ffmpeg could not decode the audio${lastLine(result.stderr)}`);
    }
    return { pcms: outputs, progress: progress ? result.extraOutputs.at(-1) : undefined };
  }

  return {
    async toWav16kMono(input, { voices = 'mix' } = {}) {
      const { pcms } = await decode(input, [voices]);
      return pcmToWav(pcms[0]!);
    },
    async toWav16kMonoVoices<const V extends readonly [VoiceSelection, ...VoiceSelection[]]>(input: AudioInput, voices: V) {
      const { pcms } = await decode(input, voices);
      return pcms.map(pcmToWav) as { -readonly [K in keyof V]: Uint8Array };
    },
    async toWav16kMonoFrom(input, { fromSeconds, voices = 'mix', offsetSeconds }) {
      const { pcms, progress } = await decode(input, [voices], {
        inputArgs: [
          // Ogg's demuxer is one ffmpeg evens out time jumps in (over 10 s by default): the latest chunks would be
          // moved back to follow the first.
          ...['-dts_delta_threshold', '1000000'],
          ...(offsetSeconds === undefined ? [] : ['-itsoffset', offsetSeconds.toFixed(6)]),
        ],
        // After the input: everything is decoded and the start dropped. Seeking before the input is cheaper but lands
        // wrong on a piped browser recording (a MediaRecorder WebM has no index; a piped Ogg came out 1 s late).
        skip: ['-ss', fromSeconds.toFixed(3)],
        progress: true,
      });
      const pcm = pcms[0]!;
      // The output's clock starts at `fromSeconds` and its last time is where the audio ends; the samples before that
      // end are the WAV, so it starts where the input first had audio after `fromSeconds`.
      const reported = progressSeconds(progress!);
      if (reported === undefined) throw new UndecodableAudio('ffmpeg did not say where the audio ends');
      const gap = Math.max(0, Math.round((reported - pcm.byteLength / BYTES_PER_SECOND) * SAMPLE_RATE));
      const startSeconds = fromSeconds + gap / SAMPLE_RATE;
      return { wav: pcmToWav(pcm), startSeconds };
    },
    async measureSeconds(input) {
      // Stream copy to nowhere: the demuxer walks the packets, nothing is decoded; -progress reports the last time.
      const args = [
        ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-i', 'pipe:0', '-map', '0:a:0'],
        ...['-c', 'copy', '-f', 'null', '-progress', 'pipe:1', '-'],
      ];
      const result = await runProcess('ffmpeg', args, { input, timeoutMs: options.timeoutMs });
      const reported = progressSeconds(result.stdout);
      if (result.code !== 0 || reported === undefined) {
        throw new UndecodableAudio(`ffmpeg could not read the audio${lastLine(result.stderr)}`);
      }
      return reported;
    },
    clip: async (wav, start, end) => clipWav(wav, start, end),
    durationSeconds: (wav) => wavDurationSeconds(wav),
  };
}
