import { spawn } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const BIN = path.join(ROOT, 'node_modules/.bin');

/** Runs a command with the project's Node 24 and tools first on PATH; resolves with its exit code. */
export function run(command: string, args: string[], env: Record<string, string | undefined> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ''}`, ...env },
    });
    child.on('error', () => resolve(127));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** A tool from node_modules run on this same Node (process.execPath is the project's Node 24). */
export const runTool = (script: string, args: string[], env?: Record<string, string | undefined>) =>
  run(process.execPath, [path.join(ROOT, 'node_modules', script), ...args], env);
