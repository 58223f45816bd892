import type { FastifyInstance } from 'fastify';
import type { RotationDeps } from './live.deps.ts';
import { dueEvents, rematch, startRound } from './rotation.service.ts';

/**
 * The events' own scheduler (worker role): every tick, events whose round ended get the next one, and events in a
 * round get anyone left alone re-paired — a tick of 5 s keeps that well inside the 30 s the spec allows. Each step
 * re-checks under the event's lock, so several workers may run it side by side.
 */
export function startRotationScheduler(app: FastifyInstance, deps: RotationDeps, tickMs: number) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const { roundOver, inRound } = await dueEvents(deps);
      for (const eventId of roundOver)
        await startRound(deps, 'scheduler', eventId).catch((err: unknown) => app.log.warn({ err, eventId }, 'round'));
      for (const eventId of inRound)
        await rematch(deps, eventId).catch((err: unknown) => app.log.warn({ err, eventId }, 're-pairing'));
    } catch (err) {
      app.log.error({ err }, 'rotation scheduler');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), tickMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
