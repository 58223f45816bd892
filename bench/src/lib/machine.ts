import { execFileSync } from 'node:child_process';
import os from 'node:os';

export interface Machine {
  cpu: string;
  cores: number;
  ramGiB: number;
  os: string;
  node: string;
  commit: string;
}

export function machine(): Machine {
  const cpus = os.cpus();
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // not a git checkout
  }
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    ramGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    commit,
  };
}

/** The lines under every benchmark's table: the machine, its load around the run, the code measured. */
export function runFooter(loadBefore: number, shared = ''): string[] {
  const m = machine();
  return [
    `- Machine: ${m.cpu}, ${m.cores} cores, ${m.ramGiB} GiB RAM, ${m.os}${shared ? `; ${shared}` : ''}`,
    `- 1-minute load average before the run: ${loadBefore.toFixed(2)}, after: ${os.loadavg()[0]!.toFixed(2)}`,
    `- Node ${m.node}, commit ${m.commit}, finished ${new Date().toISOString()}`,
  ];
}
