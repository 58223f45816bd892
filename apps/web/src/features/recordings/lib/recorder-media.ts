import { AUDIO_ANALYSER_FFT_SIZE } from '@parley/contracts';
import { openMicrophone } from '../../../lib/media/microphone.ts';
import { browserRecorderFormat, type RecorderFormat } from '../../../lib/media/recorder-format.ts';
import { prepareEncoder } from '../../../lib/media/slice-recorder.ts';

/** What the recorder holds open between recordings: the microphone, its audio graph and level meter, the encoder. */
export interface RecorderMedia {
  stream: MediaStream;
  context: AudioContext;
  analyser: AnalyserNode;
  format: RecorderFormat;
}

export function closeRecorderMedia({ stream, context }: Pick<RecorderMedia, 'stream' | 'context'>): void {
  stream.getTracks().forEach((track) => track.stop());
  void context.close();
}

/**
 * Opens the microphone, the audio graph and the encoder, telling each step done (1 to 3). A step that fails closes
 * what the earlier ones opened and throws (a MicrophoneError for the microphone itself).
 */
export async function openRecorderMedia(onStep: (done: number) => void): Promise<RecorderMedia> {
  let stream: MediaStream | null = null;
  let context: AudioContext | null = null;
  try {
    stream = await openMicrophone();
    onStep(1);
    context = new AudioContext();
    await context.resume();
    const analyser = context.createAnalyser();
    analyser.fftSize = AUDIO_ANALYSER_FFT_SIZE;
    context.createMediaStreamSource(stream).connect(analyser);
    onStep(2);
    const format = browserRecorderFormat();
    await prepareEncoder(format, context);
    onStep(3);
    return { stream, context, analyser, format };
  } catch (err) {
    stream?.getTracks().forEach((track) => track.stop());
    void context?.close();
    throw err;
  }
}
