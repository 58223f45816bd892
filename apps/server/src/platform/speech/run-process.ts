import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { SpeechEngineError } from './port.ts';

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
 */
export function runProcess(
  command: string,
  args: string[],
  options: { input?: Uint8Array; timeoutMs: number; cwd?: string; extraOutputs?: number },
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
    child.stdin.end(options.input ?? new Uint8Array());
  });
}
