/**
 * CPU time of process trees from /proc (Linux only): utime + stime of every process, in clock ticks, and the whole
 * machine's busy ticks from /proc/stat, so a window can be split into ours by group and everyone else's.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

interface Proc {
  pid: number;
  ppid: number;
  comm: string;
  /** utime + stime, in clock ticks, over all the process's threads. */
  ticks: number;
}

function readProc(pid: number): Proc | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces; the numbered fields follow the last ')'.
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    // Field 4 is the parent; 14 and 15 the user and system time (fields[0] is field 3).
    return {
      pid,
      ppid: Number(fields[1]),
      comm: stat.slice(stat.indexOf('(') + 1, close),
      ticks: Number(fields[11]) + Number(fields[12]),
    };
  } catch {
    return null; // gone between the listing and the read
  }
}

function allProcs(): Proc[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => readProc(Number(name)) ?? []);
}

/** The machine's busy ticks over all cores (everything but idle and iowait). */
function machineBusyTicks(): number {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = values.map(Number);
  return user! + nice! + system! + irq! + softirq! + steal!;
}

/** Names a process of the tree under a root: its group, or undefined to leave it (and its own tree) out. */
export type Classify = (proc: { pid: number; comm: string }) => string | undefined;

export interface CpuSnapshot {
  at: number;
  /** Ticks by pid, with the group each belongs to. */
  procs: Map<number, { group: string; ticks: number }>;
  machineTicks: number;
}

/**
 * Every process under `root` (itself excluded) goes to the group its nearest classified ancestor (or itself) names.
 * `root`'s own ticks go to `rootGroup`.
 */
export function snapshot(root: number, rootGroup: string, classify: Classify): CpuSnapshot {
  const procs = allProcs();
  const children = new Map<number, Proc[]>();
  for (const p of procs) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  const result = new Map<number, { group: string; ticks: number }>();
  const self = procs.find((p) => p.pid === root);
  if (self) result.set(root, { group: rootGroup, ticks: self.ticks });
  const walk = (parent: number, inherited: string | undefined) => {
    for (const child of children.get(parent) ?? []) {
      const group = inherited ?? classify(child);
      if (group) result.set(child.pid, { group, ticks: child.ticks });
      walk(child.pid, group);
    }
  };
  walk(root, undefined);
  return { at: performance.now(), procs: result, machineTicks: machineBusyTicks() };
}

export interface CpuWindow {
  seconds: number;
  /** Cores used by each group over the window (CPU seconds per second). */
  cores: Record<string, number>;
  /** Cores used by every process on the machine outside the groups. */
  others: number;
}

/**
 * Cores per group between two snapshots. A process present at the end but not the start counts from zero; one gone
 * by the end is lost (the benchmark keeps its processes for the whole window).
 */
export function cpuBetween(start: CpuSnapshot, end: CpuSnapshot): CpuWindow {
  const seconds = (end.at - start.at) / 1000;
  const cores: Record<string, number> = {};
  let ours = 0;
  for (const [pid, { group, ticks }] of end.procs) {
    const used = ticks - (start.procs.get(pid)?.ticks ?? 0);
    cores[group] = (cores[group] ?? 0) + used / CLOCK_TICKS / seconds;
    ours += used;
  }
  return { seconds, cores, others: Math.max(0, (end.machineTicks - start.machineTicks - ours) / CLOCK_TICKS / seconds) };
}
