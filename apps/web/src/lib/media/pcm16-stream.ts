import { createPcm16Chunker } from './pcm16-downsample.ts';
import workletUrl from './pcm-capture.worklet.ts?worker&url';

const PCM_CAPTURE_PROCESSOR = 'parley-pcm-capture';
const SCRIPT_PROCESSOR_FRAMES = 4096;

export interface Pcm16Stream {
  /** Disconnects the graph and closes the audio context; no chunk follows. */
  stop(): void;
}

/**
 * A microphone stream as base64 chunks of 16 kHz mono PCM16 (~`chunkMs` each), for the interview's voice channel.
 * The AudioWorklet where there is one; a ScriptProcessor otherwise (deprecated, but older browsers have nothing else).
 */
export async function startPcm16Stream(
  stream: MediaStream,
  onChunk: (base64: string) => void,
  { sampleRate = 16_000, chunkMs = 100 } = {},
): Promise<Pcm16Stream> {
  const context = new AudioContext();
  let stopped = false;
  const push = createPcm16Chunker(context.sampleRate, sampleRate, chunkMs, (chunk) => {
    if (!stopped) onChunk(chunk);
  });
  const source = context.createMediaStreamSource(stream);
  let node: AudioNode;
  if (context.audioWorklet) {
    await context.audioWorklet.addModule(workletUrl);
    const worklet = new AudioWorkletNode(context, PCM_CAPTURE_PROCESSOR, { processorOptions: { channels: 1 } });
    worklet.port.onmessage = (event: MessageEvent<Float32Array>) => push(event.data);
    node = worklet;
  } else {
    const processor = context.createScriptProcessor(SCRIPT_PROCESSOR_FRAMES, 1, 1);
    processor.onaudioprocess = (event) => push(new Float32Array(event.inputBuffer.getChannelData(0)));
    node = processor;
  }
  source.connect(node);
  // A node that reaches no destination is not processed; its output is silence.
  node.connect(context.destination);
  return {
    stop() {
      if (stopped) return;
      stopped = true;
      source.disconnect();
      node.disconnect();
      if (node instanceof AudioWorkletNode) node.port.onmessage = null;
      void context.close();
    },
  };
}
