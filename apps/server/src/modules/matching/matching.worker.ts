/** Runs matchPeople on a worker thread (matching.runner.ts), so a large round never blocks the event loop. */
import { parentPort } from 'node:worker_threads';
import { matchPeople } from './matching.engine.ts';
import type { WorkerReply, WorkerRequest } from './matching.messages.ts';

parentPort!.on('message', ({ id, input, seed }: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    reply = { id, ok: true, result: matchPeople(input, seed) };
  } catch (err) {
    reply = { id, ok: false, error: err instanceof Error ? err.message : String(err) };
  }
  parentPort!.postMessage(reply);
});
