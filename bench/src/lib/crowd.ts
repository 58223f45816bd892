import { performance } from 'node:perf_hooks';
import { InvalidRunError } from './load.ts';
import type { LivePerson } from './live-person.ts';

/** Waits until `done` holds, checking every 100 ms; past `timeoutMs` the run is invalid, with `what` saying why. */
export async function waitUntil(done: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<number> {
  const started = performance.now();
  while (!(await done())) {
    if (performance.now() - started > timeoutMs) throw new InvalidRunError(`${what} did not happen within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return performance.now() - started;
}

/** Opens everyone's socket, `batch` at a time as a crowd arrives, and waits for every first snapshot. */
export async function enterAll(people: LivePerson[], batch = 20): Promise<void> {
  for (let i = 0; i < people.length; i += batch) {
    const arriving = people.slice(i, i + batch);
    arriving.forEach((p) => p.start());
    await waitUntil(() => arriving.every((p) => p.inside), 60_000, `${arriving.length} people entering the room`);
  }
}

/**
 * Has each person do `act` about every `everyMs`, each at a random phase and with ±25 % jitter, so the load is even
 * rather than one burst per period. Answers how to stop.
 */
export function pace(people: LivePerson[], everyMs: number, act: (person: LivePerson) => void): () => void {
  const timers = new Set<NodeJS.Timeout>();
  let running = true;
  const next = (person: LivePerson, delay: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!running) return;
      act(person);
      next(person, everyMs * (0.75 + Math.random() / 2));
    }, delay);
    timers.add(timer);
  };
  for (const person of people) next(person, Math.random() * everyMs);
  return () => {
    running = false;
    timers.forEach(clearTimeout);
  };
}
