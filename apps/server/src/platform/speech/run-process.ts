import { spawn } from 'node:child_process';
import { SpeechEngineError } from './port.ts';

export interface ProcessResult {
  code: number | null;
  stdout: Uint8Array;
  stderr: string;
}

/** Runs a program to its end with `input` on stdin; killed (and rejected) after `timeoutMs`. */
export function runProcess(
  command: string,
  args: string[],
  options: { input?: Uint8Array; timeoutMs: number; cwd?: string },
): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let stderr = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new SpeechEngineError(`${command} did not finish within ${options.timeoutMs} ms`));
    }, options.timeoutMs);
    child.stdout.on('data', (c: Buffer) => out.push(c));
    // Only the tail matters for an error message; pocketsphinx logs a lot.
    child.stderr.on('data', (c: Buffer) => (stderr = (stderr + c.toString()).slice(-8000)));
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(new SpeechEngineError(`${command} could not start: ${err.message}`));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout: new Uint8Array(Buffer.concat(out)), stderr });
    });
    // A program that exits before reading all its input closes the pipe; its exit code tells what happened.
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.input ?? new Uint8Array());
  });
}
