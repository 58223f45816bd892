import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SpeechEngineError, type AudioInput } from './port.ts';

export interface ProcessResult {
  code: number | null;
  stdout: Uint8Array;
  /** What the program wrote to its extra output pipes, file descriptors 3, 4, … in order. */
  extraOutputs: Uint8Array[];
  stderr: string;
}

/**
 * Runs a program to its end with `input` on stdin; killed (and rejected) after `timeoutMs`. `extraOutputs` more
 * pipes are opened for it to write to, beside stdout (ffmpeg's `pipe:3`…, for a decode with several outputs).
 * Streamed input is pulled one piece at a time, the next only once the program has taken the last (a recording's
 * chunks read from storage as ffmpeg reads them); a piece that cannot be read kills the program and rejects.
 */
export function runProcess(
  command: string,
  args: string[],
  options: { input?: AudioInput; timeoutMs: number; cwd?: string; extraOutputs?: number },
): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    const extra = options.extraOutputs ?? 0;
    const child = spawn(command, args, {
      cwd: options.cwd,
      stdio: ['pipe', 'pipe', 'pipe', ...Array<'pipe'>(extra).fill('pipe')],
    });
    const outputs = [child.stdout, ...Array.from({ length: extra }, (_, i) => child.stdio[3 + i] as Readable)].map((stream) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      return chunks;
    });
    let stderr = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new SpeechEngineError(`${command} did not finish within ${options.timeoutMs} ms`));
    }, options.timeoutMs);
    // Only the tail matters for an error message; pocketsphinx logs a lot.
    child.stderr.on('data', (c: Buffer) => (stderr = (stderr + c.toString()).slice(-8000)));
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(new SpeechEngineError(`${command} could not start: ${err.message}`));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      const [stdout, ...more] = outputs.map((chunks) => new Uint8Array(Buffer.concat(chunks)));
      resolve({ code, stdout: stdout!, extraOutputs: more, stderr });
    });
    // A program that exits before reading all its input closes the pipe; its exit code tells what happened.
    child.stdin.on('error', () => undefined);
    const input = options.input ?? new Uint8Array();
    if (input instanceof Uint8Array) {
      child.stdin.end(input);
      return;
    }
    // The pipe's own errors are the program leaving early, told by its exit code as above; a piece that could not be
    // read fails the run.
    let unread: { err: unknown } | undefined;
    const pieces = async function* () {
      try {
        yield* input;
      } catch (err) {
        unread = { err };
        throw err;
      }
    };
    pipeline(pieces(), child.stdin).catch(() => {
      if (!unread) return;
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(unread.err);
    });
  });
}
