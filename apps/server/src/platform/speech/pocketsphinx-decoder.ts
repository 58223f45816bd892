import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startWarmProcess, type ProcessOptions, type WarmProcess } from './pocketsphinx-process.ts';
import {
  collectAnswer,
  type DecodedWord,
  markerLine,
  removeUtterances,
  type Utterance,
  writeMarker,
  writeUtterances,
} from './pocketsphinx-request.ts';
import { SpeechEngineError } from './port.ts';
import { SAMPLE_RATE } from './wav.ts';

export type { DecodedWord } from './pocketsphinx-request.ts';

export interface DecoderOptions extends ProcessOptions {
  /** Longest piece decoded as one utterance; longer audio is cut at pauses. */
  maxUtteranceSeconds: number;
  /** A decode may take this long plus `timeoutPerSecond` per second of audio before the process is restarted. */
  timeoutMs: number;
  timeoutPerSecond: number;
}

/**
 * Sends a request's utterances and the marker to the process and waits for the marker's line, the process's end or
 * `limitMs`; past that, `onTimeout` detaches the process and it is killed.
 */
function serve(
  running: WarmProcess,
  utterances: readonly Utterance[],
  answer: ReturnType<typeof collectAnswer>,
  limitMs: number,
  onTimeout: () => void,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const finish = (err?: Error) => {
      clearTimeout(timer);
      running.listener = undefined;
      if (err) reject(err);
      else resolve();
    };
    const timer = setTimeout(() => {
      onTimeout();
      running.child.kill('SIGKILL');
      finish(new SpeechEngineError(`pocketsphinx took longer than ${Math.round(limitMs)} ms`));
    }, limitMs);
    running.listener = {
      line: (line) => {
        if (answer.take(line)) finish();
      },
      stopped: finish,
    };
    running.send([...utterances.map((u) => u.id), markerLine(answer.markerId)]);
  });
}

/**
 * One pocketsphinx_batch kept running with the acoustic model, language model and dictionary loaded
 * (pocketsphinx-process.ts). Requests are served one at a time; after each, a short marker utterance is queued whose
 * -hypseg line tells that every line of the request has arrived (pocketsphinx-request.ts). A dead or hung process is
 * replaced on the next request.
 */
export function createWarmDecoder(options: DecoderOptions) {
  const dir = mkdtempSync(path.join(tmpdir(), 'parley-pocketsphinx-'));
  writeMarker(dir);
  let proc: WarmProcess | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let counter = 0;
  let closed = false;

  function start(): WarmProcess {
    proc = startWarmProcess(dir, options, (stopped) => {
      if (proc === stopped) proc = undefined;
    });
    return proc;
  }

  async function decodeNow(pcm: Uint8Array): Promise<DecodedWord[]> {
    if (closed) throw new SpeechEngineError('The decoder is closed');
    const running = proc ?? start();
    const id = `u${++counter}`;
    const utterances = await writeUtterances(dir, id, pcm, options.maxUtteranceSeconds);
    const seconds = pcm.byteLength / 2 / SAMPLE_RATE;
    try {
      const answer = collectAnswer(`${id}-end`);
      // Detached first, so the next request starts a new process instead of writing to this dying one.
      const detach = () => {
        if (proc === running) proc = undefined;
      };
      await serve(running, utterances, answer, options.timeoutMs + seconds * options.timeoutPerSecond, detach);
      return answer.words(utterances);
    } finally {
      await removeUtterances(dir, utterances);
    }
  }

  return {
    /** Decodes 16 kHz mono 16-bit PCM, waiting for the requests before it. */
    decode(pcm: Uint8Array): Promise<DecodedWord[]> {
      const result = queue.then(() => decodeNow(pcm));
      queue = result.catch(() => undefined);
      return result;
    },
    /** The running process's id, if one runs. */
    processId: () => proc?.child.pid,
    /** Starts the process now rather than on the first request. */
    warm() {
      if (!proc && !closed) start();
    },
    async close() {
      closed = true;
      await queue;
      const running = proc;
      if (running) {
        const exited = new Promise((resolve) => running.child.once('exit', resolve));
        running.child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
