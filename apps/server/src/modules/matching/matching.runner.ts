import { Worker } from 'node:worker_threads';
import type { WorkerReply, WorkerRequest } from './matching.messages.ts';
import type { MatchInput, MatchResult } from './matching.types.ts';

/** 5,000 learners take a few seconds on a loaded two-core machine; past this the worker is presumed stuck. */
export const MATCH_TIMEOUT_MS = 30_000;

export interface MatchRunner {
  /** Rejects with MatchTimeoutError after `timeoutMs` (the runner's default when omitted). */
  match(input: MatchInput, seed: string, timeoutMs?: number): Promise<MatchResult>;
  close(): Promise<void>;
}

export class MatchTimeoutError extends Error {
  constructor(ms: number) {
    super(`matching took longer than ${ms} ms`);
  }
}

interface Call {
  resolve(result: MatchResult): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/** A worker thread with the calls it owes an answer. */
function startWorker() {
  const worker = new Worker(new URL('./matching.worker.ts', import.meta.url));
  const calls = new Map<number, Call>();
  const settle = (id: number) => {
    const call = calls.get(id);
    calls.delete(id);
    if (call) clearTimeout(call.timer);
    return call;
  };
  const failAll = (error: Error) => [...calls.keys()].forEach((id) => settle(id)?.reject(error));
  worker.on('message', (reply: WorkerReply) => {
    const call = settle(reply.id);
    if (reply.ok) call?.resolve(reply.result);
    else call?.reject(new Error(reply.error));
  });
  worker.on('error', failAll);
  worker.on('exit', () => failAll(new Error('the matching worker stopped')));
  // An idle runner must not keep the process alive.
  worker.unref();
  return { worker, calls, settle };
}

/**
 * One worker thread, started on first use and kept (starting one costs more than a small round). Rounds queue
 * on it in order. A round past its time limit fails, and the worker is ended (failing the rounds queued behind
 * it) so that the next round starts a fresh one.
 */
export function createMatchRunner(timeoutMs = MATCH_TIMEOUT_MS): MatchRunner {
  let current: ReturnType<typeof startWorker> | undefined;
  let nextId = 1;
  return {
    match(input, seed, limitMs = timeoutMs) {
      const running = (current ??= startWorker());
      const id = nextId++;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          running.settle(id)?.reject(new MatchTimeoutError(limitMs));
          if (current === running) current = undefined;
          void running.worker.terminate();
        }, limitMs);
        running.calls.set(id, { resolve, reject, timer });
        running.worker.postMessage({ id, input, seed } satisfies WorkerRequest);
      });
    },
    async close() {
      const running = current;
      current = undefined;
      if (running) await running.worker.terminate();
    },
  };
}
