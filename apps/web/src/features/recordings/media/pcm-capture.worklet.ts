// Runs in the AudioWorkletGlobalScope, where the DOM library's types do not apply.
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
}
declare function registerProcessor(name: string, processor: new () => AudioWorkletProcessor): void;

/** Hands the first input channel's samples to the page, 128 at a time; the page encodes them (lib/wav.ts). */
class PcmCaptureProcessor extends AudioWorkletProcessor {
  process(inputs: Float32Array[][]): boolean {
    const channel = inputs[0]?.[0];
    if (channel && channel.length > 0) this.port.postMessage(channel.slice());
    return true;
  }
}

registerProcessor('parley-pcm-capture', PcmCaptureProcessor);
