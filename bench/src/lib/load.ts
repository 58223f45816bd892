import autocannon from 'autocannon';
import type { RunningTarget } from './targets.ts';

export interface LoadOptions {
  title: string;
  url: string;
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

export interface LoadResult {
  title: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** Server CPU per answered request, in microseconds. */
  cpuUsPerRequest: number;
  eventLoopUtilization: number;
  profile?: string;
}

export class InvalidRunError extends Error {}

function fire(options: LoadOptions, seconds: number) {
  return autocannon({ url: options.url, headers: options.headers ?? {}, connections: options.connections, duration: seconds });
}

/** Warms the target up (JIT, pools), then measures. Any non-2xx answer or socket error makes the run invalid. */
export async function measure(target: RunningTarget, options: LoadOptions): Promise<LoadResult> {
  const checks = [];
  if (options.warmupSeconds > 0) checks.push(await fire(options, options.warmupSeconds));
  const { result: r, stats } = await target.observe(() => fire(options, options.seconds));
  checks.push(r);
  for (const c of checks) {
    if (c.non2xx > 0 || c.errors > 0 || c.timeouts > 0) {
      throw new InvalidRunError(
        `${options.title}: ${c.non2xx} non-2xx answers, ${c.errors} errors, ${c.timeouts} timeouts ` +
          `(status codes: ${JSON.stringify(statusCodes(c))}) — the numbers would be meaningless`,
      );
    }
  }
  return {
    title: options.title,
    requestsPerSecond: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    total: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    statusCodes: statusCodes(r),
    cpuUsPerRequest: (stats.cpuMs * 1000) / Math.max(1, r.requests.total),
    eventLoopUtilization: stats.eventLoopUtilization,
    ...(stats.profile ? { profile: stats.profile } : {}),
  };
}

function statusCodes(r: autocannon.Result): Record<string, number> {
  return Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, s.count ?? 0]));
}
