import type { FastifyInstance } from 'fastify';

/** How often the modules' housekeeping sweeps run: what they clear has waited hours, so minutes do not matter. */
export const HOUSEKEEPING_EVERY_MS = 10 * 60 * 1000;

/**
 * Runs a module's sweep in this worker every HOUSEKEEPING_EVERY_MS, never two runs at once; a failure is logged and the
 * next run tries again. Sweeps re-check what they delete, so several workers may run them side by side (as the
 * rotation scheduler's ticks do).
 */
export function startHousekeeping(app: FastifyInstance, name: string, sweep: () => Promise<number>) {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const count = await sweep();
      if (count > 0) app.log.info({ count }, name);
    } catch (err) {
      app.log.error({ err }, `${name}: sweep failed`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), HOUSEKEEPING_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
