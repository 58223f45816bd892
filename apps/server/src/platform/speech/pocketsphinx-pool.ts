import { createWarmDecoder, type DecodedWord, type DecoderOptions } from './pocketsphinx-decoder.ts';
import { SpeechEngineError } from './port.ts';
import { splitPcm } from './split-pcm.ts';
import { SAMPLE_RATE } from './wav.ts';

export interface PoolOptions extends DecoderOptions {
  /** How many warm decoders (processes) share the work. */
  size: number;
}

interface Piece {
  pcm: Uint8Array;
  request: { failed: boolean };
  resolve: (words: DecodedWord[]) => void;
  reject: (err: Error) => void;
}

type Decoder = ReturnType<typeof createWarmDecoder>;

/**
 * The decoders and the pieces waiting for them: whenever a decoder is free it takes the next piece, an urgent one
 * first while fewer than half the decoders (at least one) decode urgent pieces. A decoder is created when work first
 * reaches it.
 */
function createScheduler(options: PoolOptions) {
  const slots: { decoder?: Decoder; busy: boolean }[] = Array.from({ length: Math.max(1, options.size) }, () => ({
    busy: false,
  }));
  const waiting: Piece[] = [];
  const urgent: Piece[] = [];
  const urgentLimit = Math.max(1, Math.floor(slots.length / 2));
  let urgentRunning = 0;

  function next(): { piece: Piece; urgent: boolean } | undefined {
    if (urgent.length > 0 && urgentRunning < urgentLimit) return { piece: urgent.shift()!, urgent: true };
    let piece = waiting.shift();
    // The rest of a request that already failed is not worth decoding.
    while (piece?.request.failed) {
      piece.resolve([]);
      piece = waiting.shift();
    }
    return piece && { piece, urgent: false };
  }

  function pump() {
    for (const slot of slots) {
      if (slot.busy) continue;
      const taken = next();
      if (!taken) return;
      const { piece } = taken;
      slot.busy = true;
      if (taken.urgent) urgentRunning += 1;
      const decoder = (slot.decoder ??= createWarmDecoder(options));
      decoder
        .decode(piece.pcm)
        .then(piece.resolve, piece.reject)
        .finally(() => {
          slot.busy = false;
          if (taken.urgent) urgentRunning -= 1;
          pump();
        });
    }
  }

  return {
    slots,
    pump,
    wait: (piece: Piece) => waiting.push(piece),
    hurry: (piece: Piece) => urgent.push(piece),
    /** Takes back an urgent piece no decoder has taken yet; false when one has. */
    withdraw(piece: Piece): boolean {
      const at = urgent.indexOf(piece);
      if (at < 0) return false;
      urgent.splice(at, 1);
      return true;
    },
    /** Every piece not yet taken, out of the queues. */
    drain: () => [...urgent.splice(0), ...waiting.splice(0)],
  };
}

/**
 * Warm decoders sharing the utterances of every request: audio is cut at pauses into pieces of at most
 * `maxUtteranceSeconds`, and each decoder takes the next waiting piece whenever it is free, so the pieces of one long
 * recording decode side by side. Each decoder keeps its own serialisation, restart and timeout. A decoder is created
 * when work first reaches it: a lone short request only ever wakes the first.
 *
 * Urgent pieces (live hints, `decodeIfFree`) go before the waiting ones, but at most half the decoders (at least one)
 * decode them at once, so a stream of them never starves the feedback jobs; one no decoder took in time is withdrawn.
 */
export function createDecoderPool(options: PoolOptions) {
  const scheduler = createScheduler(options);
  let closed = false;

  return {
    /** Decodes 16 kHz mono 16-bit PCM; word times are on its clock. */
    async decode(pcm: Uint8Array): Promise<DecodedWord[]> {
      if (closed) throw new SpeechEngineError('The decoder is closed');
      const request = { failed: false };
      const pieces = splitPcm(pcm, options.maxUtteranceSeconds).map(([from, to]) =>
        new Promise<DecodedWord[]>((resolve, reject) =>
          scheduler.wait({ pcm: pcm.subarray(from * 2, to * 2), request, resolve, reject }),
        ).then((words) => words.map((w) => ({ ...w, start: w.start + from / SAMPLE_RATE, end: w.end + from / SAMPLE_RATE }))),
      );
      scheduler.pump();
      try {
        return (await Promise.all(pieces)).flat();
      } catch (err) {
        request.failed = true;
        throw err;
      }
    },
    /** Decodes short PCM (one utterance) ahead of the waiting pieces if a decoder takes it within `waitMs`; else null. */
    decodeIfFree(pcm: Uint8Array, waitMs: number): Promise<DecodedWord[] | null> {
      if (closed) return Promise.reject(new SpeechEngineError('The decoder is closed'));
      return new Promise((resolve, reject) => {
        const piece: Piece = { pcm, request: { failed: false }, resolve, reject };
        const timer = setTimeout(() => {
          if (scheduler.withdraw(piece)) resolve(null);
        }, waitMs);
        piece.resolve = (words) => (clearTimeout(timer), resolve(words));
        piece.reject = (err) => (clearTimeout(timer), reject(err));
        scheduler.hurry(piece);
        scheduler.pump();
      });
    },
    /** The running processes' ids. */
    processIds: () => scheduler.slots.map((s) => s.decoder?.processId()).filter((pid) => pid !== undefined),
    /** Starts every decoder now rather than on first need. */
    warm() {
      if (closed) return;
      for (const slot of scheduler.slots) (slot.decoder ??= createWarmDecoder(options)).warm();
    },
    async close() {
      closed = true;
      for (const piece of scheduler.drain()) piece.reject(new SpeechEngineError('The decoder is closed'));
      await Promise.all(scheduler.slots.map((s) => s.decoder?.close()));
    },
  };
}
