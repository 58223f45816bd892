import { type AudioConverter, UndecodableAudio } from './port.ts';
import { runProcess } from './run-process.ts';
import { clipWav, pcmToWav, SAMPLE_RATE, wavDurationSeconds } from './wav.ts';

/**
 * ffmpeg reads the upload from stdin and writes raw 16 kHz mono samples to stdout (no temporary files); the WAV
 * header is ours, so its size fields are exact. Clipping and duration need no ffmpeg: the samples are at hand.
 */
export function createFfmpegConverter(options: { timeoutMs: number } = { timeoutMs: 120_000 }): AudioConverter {
  return {
    async toWav16kMono(input) {
      const args = [
        ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-i', 'pipe:0', '-vn'],
        ...['-ac', '1', '-ar', String(SAMPLE_RATE), '-f', 's16le', 'pipe:1'],
      ];
      const result = await runProcess('ffmpeg', args, { input, timeoutMs: options.timeoutMs });
      if (result.code !== 0 || result.stdout.byteLength === 0) {
        const reason = result.stderr.trim().split('\n').at(-1) ?? '';
        throw new UndecodableAudio(`ffmpeg could not decode the audio${reason ? `: ${reason}` : ''}`);
      }
      return pcmToWav(result.stdout);
    },
    clip: async (wav, start, end) => clipWav(wav, start, end),
    durationSeconds: (wav) => wavDurationSeconds(wav),
  };
}
