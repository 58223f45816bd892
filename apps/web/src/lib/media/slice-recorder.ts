import { RECORDER_SLICE_MS } from '@parley/contracts';
import { createWavSlicer } from './wav.ts';
import type { RecorderFormat } from './recorder-format.ts';
import workletUrl from './pcm-capture.worklet.ts?worker&url';

const PCM_CAPTURE_PROCESSOR = 'parley-pcm-capture';

/** Makes slices of RECORDER_SLICE_MS from a microphone stream; paused time makes no audio. */
interface SliceRecorder {
  start(): void;
  pause(): void;
  resume(): void;
  /** Ends recording; resolves once the last slice was handed over. */
  stop(): Promise<void>;
}

type OnSlice = (data: Blob) => void;

/** Loads what the format needs before recording can start (the WAV path's AudioWorklet module). */
export async function prepareEncoder(format: RecorderFormat, context: AudioContext): Promise<void> {
  if (format.kind === 'wav') await context.audioWorklet.addModule(workletUrl);
}

function mediaRecorderSlices(stream: MediaStream, mimeType: string, onSlice: OnSlice): SliceRecorder {
  const recorder = new MediaRecorder(stream, { mimeType });
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) onSlice(event.data);
  };
  return {
    start: () => recorder.start(RECORDER_SLICE_MS),
    pause: () => recorder.state === 'recording' && recorder.pause(),
    resume: () => recorder.state === 'paused' && recorder.resume(),
    stop: () =>
      new Promise<void>((resolve) => {
        if (recorder.state === 'inactive') return resolve();
        // The last dataavailable fires before stop.
        recorder.addEventListener('stop', () => resolve(), { once: true });
        recorder.stop();
      }),
  };
}

function wavSlices(stream: MediaStream, context: AudioContext, onSlice: OnSlice, channels: number): SliceRecorder {
  const source = context.createMediaStreamSource(stream);
  const node = new AudioWorkletNode(context, PCM_CAPTURE_PROCESSOR, {
    numberOfInputs: 1,
    numberOfOutputs: 1,
    channelCount: channels,
    processorOptions: { channels },
    // A conversation's channels are two voices, not left and right of one sound: kept apart, never mixed.
    ...(channels > 1 ? { channelCountMode: 'explicit', channelInterpretation: 'discrete' } : {}),
  });
  const slicer = createWavSlicer(context.sampleRate, Math.round((context.sampleRate * RECORDER_SLICE_MS) / 1000), channels);
  const emit = (bytes: Uint8Array) => onSlice(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'audio/wav' }));
  let recording = false;
  node.port.onmessage = (event: MessageEvent<Float32Array>) => {
    if (recording) slicer.push(event.data).forEach(emit);
  };
  return {
    start() {
      source.connect(node);
      // A node that reaches no destination is not processed; its output is silence.
      node.connect(context.destination);
      recording = true;
    },
    pause: () => (recording = false),
    resume: () => (recording = true),
    async stop() {
      recording = false;
      source.disconnect();
      node.disconnect();
      node.port.onmessage = null;
      const last = slicer.flush();
      if (last) emit(last);
    },
  };
}

/** `channels` 2 records a conversation mixed into two channels (the stream of a two-channel audio graph). */
export function createSliceRecorder(
  format: RecorderFormat,
  stream: MediaStream,
  context: AudioContext,
  onSlice: OnSlice,
  channels = 1,
): SliceRecorder {
  return format.kind === 'wav'
    ? wavSlices(stream, context, onSlice, channels)
    : mediaRecorderSlices(stream, format.mimeType, onSlice);
}
