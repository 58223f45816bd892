import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { closeSync, constants, openSync, rmSync, writeSync } from 'node:fs';
import { Socket } from 'node:net';
import path from 'node:path';
import { SpeechEngineError } from './port.ts';

/** The settings a warm process starts with. */
export interface ProcessOptions {
  modelDir: string;
  dictionaryPath: string;
  /** The first pass's language weight (pocketsphinx -lw, default 6.5); the later passes' weights keep their ratio to it. */
  languageWeight: number;
  /** Search options appended to the command line (passes, beams, pruning), as pocketsphinx spells them. */
  searchArgs?: readonly string[];
}

/** Who hears a process's output: the request it is serving, if any. */
export interface Listener {
  line(line: string): void;
  stopped(err: SpeechEngineError): void;
}

export interface WarmProcess {
  readonly child: ChildProcess;
  /** Lines belong to the request of the process that wrote them: a killed process's last words reach no one else. */
  listener?: Listener;
  /** Queues utterances (control-file lines) for decoding. */
  send(lines: readonly string[]): void;
}

/** Raw PCM utterances are read from `dir` by name; -hypseg and -ctm lines both go to the output FIFO. */
function batchArgs(options: ProcessOptions, dir: string): string[] {
  return [
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
  ].flat();
}

/** Fresh control and output FIFOs, opened on our side. */
function openFifos(dir: string): { ctl: number; out: Socket } {
  for (const fifo of ['ctl.fifo', 'out.fifo']) {
    rmSync(path.join(dir, fifo), { force: true });
    execFileSync('mkfifo', [path.join(dir, fifo)]);
  }
  // Read-write opens of a FIFO never block, and keep it open whatever the other side does.
  const ctl = openSync(path.join(dir, 'ctl.fifo'), constants.O_RDWR | constants.O_NONBLOCK);
  const out = new Socket({ fd: openSync(path.join(dir, 'out.fifo'), constants.O_RDWR | constants.O_NONBLOCK), readable: true });
  return { ctl, out };
}

/** Why pocketsphinx exited, from the last error lines it logged. */
function exitError(code: number | null, signal: NodeJS.Signals | null, log: string): SpeechEngineError {
  const reason = log
    .split('\n')
    .filter((l) => /ERROR|FATAL/.test(l))
    .slice(-2)
    .join(' ');
  return new SpeechEngineError(`pocketsphinx stopped (${signal ?? code})${reason ? `: ${reason}` : ''}`);
}

/**
 * Starts pocketsphinx_batch with its control file and its results behind FIFOs (Node's stdio are sockets, which
 * pocketsphinx cannot fopen as /dev/stdin or /dev/stdout). `onStop` is called when the process could not start or
 * has exited; its request, if any, then fails.
 */
export function startWarmProcess(dir: string, options: ProcessOptions, onStop: (stopped: WarmProcess) => void): WarmProcess {
  const { ctl, out } = openFifos(dir);
  const child = spawn('pocketsphinx_batch', batchArgs(options, dir), { stdio: ['ignore', 'ignore', 'pipe'] });
  const running: WarmProcess = { child, send: (lines) => writeSync(ctl, `${lines.join('\n')}\n`) };
  let buffered = '';
  out.on('data', (chunk: Buffer) => {
    const lines = (buffered + chunk.toString()).split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) running.listener?.line(line);
  });
  let log = '';
  child.stderr!.on('data', (c: Buffer) => (log = (log + c.toString()).slice(-4000)));
  let stopped = false;
  const stop = (err: SpeechEngineError) => {
    onStop(running);
    if (stopped) return;
    stopped = true;
    out.destroy();
    closeSync(ctl);
    running.listener?.stopped(err);
  };
  child.on('error', (err) => stop(new SpeechEngineError(`pocketsphinx could not start: ${err.message}`)));
  child.on('exit', (code, signal) => stop(exitError(code, signal, log)));
  return running;
}
