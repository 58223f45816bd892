import { spawn } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const BIN = path.join(ROOT, 'node_modules/.bin');

interface RunOptions {
  /** Keep the output and hand it back instead of printing it as it comes (for steps that run side by side). */
  capture?: boolean;
}

/**
 * Runs a command with the project's Node 24 and tools first on PATH; resolves with its exit code and, when asked to
 * capture, what it printed (stdout and stderr in the order they came).
 */
function runCapturing(
  command: string,
  args: string[],
  env: Record<string, string | undefined> = {},
  options: RunOptions = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: options.capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ''}`, ...env },
    });
    let output = '';
    const keep = (chunk: Buffer) => (output += chunk.toString());
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('error', (err) => resolve({ code: 127, output: `${output}${err.message}\n` }));
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/** Runs a command with the project's Node 24 and tools first on PATH; resolves with its exit code. */
export const run = (command: string, args: string[], env: Record<string, string | undefined> = {}) =>
  runCapturing(command, args, env).then((r) => r.code);

/** A tool from node_modules run on this same Node (process.execPath is the project's Node 24). */
export const runTool = (script: string, args: string[], env?: Record<string, string | undefined>) =>
  run(process.execPath, [path.join(ROOT, 'node_modules', script), ...args], env);

/** The same, its output kept and handed back. */
export const runToolCapturing = (script: string, args: string[], env?: Record<string, string | undefined>) =>
  runCapturing(process.execPath, [path.join(ROOT, 'node_modules', script), ...args], env, { capture: true });
