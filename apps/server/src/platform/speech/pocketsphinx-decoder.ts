import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { unlink, writeFile } from 'node:fs/promises';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isFiller, parseCtm, parseHypseg } from './pocketsphinx-output.ts';
import { SpeechEngineError } from './port.ts';
import { splitPcm } from './split-pcm.ts';
import { SAMPLE_RATE } from './wav.ts';

export interface DecoderOptions {
  modelDir: string;
  dictionaryPath: string;
  /** The first pass's language weight (pocketsphinx -lw, default 6.5); the later passes' weights keep their ratio to it. */
  languageWeight: number;
  /** Longest piece decoded as one utterance; longer audio is cut at pauses. */
  maxUtteranceSeconds: number;
  /** A decode may take this long plus `timeoutPerSecond` per second of audio before the process is restarted. */
  timeoutMs: number;
  timeoutPerSecond: number;
  /** Search options appended to the command line (passes, beams, pruning), as pocketsphinx spells them. */
  searchArgs?: readonly string[];
}

/** A decoded word as the dictionary spells it ("bought(3)"), in seconds from the start of the whole audio. */
export interface DecodedWord {
  entry: string;
  start: number;
  end: number;
  confidence: number;
}

interface Running {
  child: ChildProcess;
  ctl: number;
  out: Socket;
  job?: Job;
}

interface Job {
  id: string;
  marker: string;
  pieces: { id: string; offset: number }[];
  hypseg: Map<string, ReturnType<typeof parseHypseg>>;
  ctm: Map<string, { confidence: number }[]>;
  done: (err?: Error) => void;
}

/**
 * One pocketsphinx_batch kept running with the acoustic model, language model and dictionary loaded: it reads
 * utterance names from a FIFO control file and writes -hypseg and -ctm lines to another FIFO (Node's stdio are
 * sockets, which pocketsphinx cannot fopen as /dev/stdin or /dev/stdout). Requests are served one at a time; after
 * each, a short marker utterance is queued whose -hypseg line tells that every line of the request has arrived
 * (pocketsphinx writes nothing at all for an utterance it fails to decode). A dead or hung process is replaced on
 * the next request.
 */
export function createWarmDecoder(options: DecoderOptions) {
  const dir = mkdtempSync(path.join(tmpdir(), 'parley-pocketsphinx-'));
  // The marker utterance: 0.3 s of faint noise, decoded in milliseconds.
  const marker = new Int16Array((SAMPLE_RATE * 3) / 10).map((_, i) => ((i * 7919) % 13) - 6);
  writeFileSync(path.join(dir, 'marker.raw'), new Uint8Array(marker.buffer));
  let proc: Running | undefined;
  let tail = '';
  let queue: Promise<unknown> = Promise.resolve();
  let counter = 0;
  let closed = false;

  // Lines belong to the job of the process that wrote them: a killed process's last words reach no one else.
  function onLine(running: Running, line: string) {
    const job = running.job;
    if (!job) return;
    const hyp = parseHypseg(line);
    if (hyp) {
      if (hyp.uttid === job.marker) job.done();
      else job.hypseg.set(hyp.uttid, hyp);
      return;
    }
    const ctm = parseCtm(line);
    if (ctm) job.ctm.set(ctm.uttid, [...(job.ctm.get(ctm.uttid) ?? []), { confidence: ctm.confidence }]);
  }

  function start() {
    for (const fifo of ['ctl.fifo', 'out.fifo']) {
      rmSync(path.join(dir, fifo), { force: true });
      execFileSync('mkfifo', [path.join(dir, fifo)]);
    }
    // Read-write opens of a FIFO never block, and keep it open whatever the other side does.
    const ctl = openSync(path.join(dir, 'ctl.fifo'), constants.O_RDWR | constants.O_NONBLOCK);
    const out = new Socket({ fd: openSync(path.join(dir, 'out.fifo'), constants.O_RDWR | constants.O_NONBLOCK), readable: true });
    const child = spawn(
      'pocketsphinx_batch',
      [
        ['-hmm', path.join(options.modelDir, 'en-us')],
        ['-lm', path.join(options.modelDir, 'en-us.lm.bin')],
        ['-dict', options.dictionaryPath],
        // The three passes weigh the language model apart (6.5, 8.5, 9.5 by default): all move together.
        ['-lw', String(options.languageWeight)],
        ['-fwdflatlw', String((options.languageWeight * 8.5) / 6.5)],
        ['-bestpathlw', String((options.languageWeight * 9.5) / 6.5)],
        // The voice-activity detector drops silent frames and with them the clock: word times would come early.
        ['-remove_silence', 'no'],
        ['-adcin', 'yes'],
        ['-adchdr', '0'],
        ['-cepdir', dir],
        ['-cepext', '.raw'],
        ['-ctl', path.join(dir, 'ctl.fifo')],
        ['-hypseg', path.join(dir, 'out.fifo')],
        ['-ctm', path.join(dir, 'out.fifo')],
        options.searchArgs ?? [],
      ].flat(),
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let buffered = '';
    out.on('data', (chunk: Buffer) => {
      const lines = (buffered + chunk.toString()).split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) onLine(current, line);
    });
    child.stderr!.on('data', (c: Buffer) => (tail = (tail + c.toString()).slice(-4000)));
    const current: Running = { child, ctl, out };
    let stopped = false;
    const stop = (err: Error) => {
      if (proc === current) proc = undefined;
      if (stopped) return;
      stopped = true;
      out.destroy();
      closeSync(ctl);
      current.job?.done(err);
    };
    child.on('error', (err) => stop(new SpeechEngineError(`pocketsphinx could not start: ${err.message}`)));
    child.on('exit', (code, signal) => {
      const reason = tail
        .split('\n')
        .filter((l) => /ERROR|FATAL/.test(l))
        .slice(-2)
        .join(' ');
      stop(new SpeechEngineError(`pocketsphinx stopped (${signal ?? code})${reason ? `: ${reason}` : ''}`));
    });
    proc = current;
    return current;
  }

  async function decodeNow(pcm: Uint8Array): Promise<DecodedWord[]> {
    if (closed) throw new SpeechEngineError('The decoder is closed');
    const running = proc ?? start();
    const id = `u${++counter}`;
    const pieces = splitPcm(pcm, options.maxUtteranceSeconds).map(([from, to], i) => ({
      id: `${id}-${i}`,
      offset: from / SAMPLE_RATE,
      pcm: pcm.subarray(from * 2, to * 2),
    }));
    await Promise.all(pieces.map((p) => writeFile(path.join(dir, `${p.id}.raw`), p.pcm)));
    const seconds = pcm.byteLength / 2 / SAMPLE_RATE;
    try {
      const current: Job = { id, marker: `${id}-end`, pieces, hypseg: new Map(), ctm: new Map(), done: () => undefined };
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => {
            // Detached first, so the next request starts a new process instead of writing to this dying one.
            if (proc === running) proc = undefined;
            running.child.kill('SIGKILL');
            current.done(
              new SpeechEngineError(
                `pocketsphinx took longer than ${Math.round(options.timeoutMs + seconds * options.timeoutPerSecond)} ms`,
              ),
            );
          },
          options.timeoutMs + seconds * options.timeoutPerSecond,
        );
        current.done = (err) => {
          clearTimeout(timer);
          running.job = undefined;
          if (err) reject(err);
          else resolve();
        };
        running.job = current;
        const lines = [...pieces.map((p) => p.id), `marker 0 -1 ${current.marker}`].join('\n');
        writeSync(running.ctl, `${lines}\n`);
      });
      return pieces.flatMap((piece) => {
        const hyp = current.hypseg.get(piece.id);
        if (!hyp) throw new SpeechEngineError(`pocketsphinx could not decode ${piece.id}`);
        const confidences = current.ctm.get(piece.id) ?? [];
        return hyp.segments
          .filter((s) => !isFiller(s.word))
          .map((s, i) => ({
            entry: s.word,
            start: piece.offset + s.startFrame / 100,
            end: piece.offset + s.endFrame / 100,
            confidence: confidences[i]?.confidence ?? 0,
          }));
      });
    } finally {
      await Promise.all(pieces.map((p) => unlink(path.join(dir, `${p.id}.raw`)).catch(() => undefined)));
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
