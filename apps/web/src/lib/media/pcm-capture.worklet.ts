// Runs in the AudioWorkletGlobalScope, where the DOM library's types do not apply.
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
  constructor(options?: { processorOptions?: { channels?: number } });
}
declare function registerProcessor(name: string, processor: new () => AudioWorkletProcessor): void;

/**
 * Hands the input's samples to the page, 128 frames at a time, interleaved when there are several channels (a
 * conversation: the learner, then the partner); the page encodes them (lib/recording/wav.ts).
 */
class PcmCaptureProcessor extends AudioWorkletProcessor {
  private readonly channels: number;

  constructor(options?: { processorOptions?: { channels?: number } }) {
    super(options);
    this.channels = options?.processorOptions?.channels ?? 1;
  }

  process(inputs: Float32Array[][]): boolean {
    const input = inputs[0] ?? [];
    const first = input[0];
    if (!first || first.length === 0) return true;
    if (this.channels === 1) {
      this.port.postMessage(first.slice());
      return true;
    }
    const frames = new Float32Array(first.length * this.channels);
    for (let c = 0; c < this.channels; c += 1) {
      const channel = input[c];
      if (channel) for (let i = 0; i < channel.length; i += 1) frames[i * this.channels + c] = channel[i]!;
    }
    this.port.postMessage(frames);
    return true;
  }
}

registerProcessor('parley-pcm-capture', PcmCaptureProcessor);
