import type { FastifyInstance } from 'fastify';
import { healthApi, type HealthResponse } from '@parley/contracts';
import { createRouter } from '../../plugins/router.ts';
import type { ModuleDeps } from '../module-deps.ts';

const TIMEOUT_MS = 2000;

async function probe(driver: string, check: () => Promise<unknown>) {
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), TIMEOUT_MS).unref()),
    ]);
    return { status: 'ok' as const, driver };
  } catch (err) {
    return { status: 'down' as const, driver, detail: err instanceof Error ? err.message : 'unavailable' };
  }
}

export async function healthModule(app: FastifyInstance, deps: ModuleDeps) {
  const route = createRouter(app, deps);
  const { database, mail, storage, identity, payments } = deps.platform;
  route(healthApi.health, async ({ reply }) => {
    const [db, mailStatus, storageStatus, identityStatus, paymentsStatus] = await Promise.all([
      probe(database.driver, () => database.ping()),
      probe(mail.driver, () => mail.ping()),
      probe(storage.driver, () => storage.ping()),
      probe(identity.driver, () => identity.ping()),
      probe(payments.driver, () => payments.ping()),
    ]);
    const ports = { db, mail: mailStatus, storage: storageStatus, identity: identityStatus, payments: paymentsStatus };
    const body: HealthResponse = {
      status: Object.values(ports).every((p) => p.status === 'ok') ? 'ok' : 'degraded',
      version: '1.0.0',
      ports,
    };
    // Without its database the instance can serve nothing: tell the load balancer.
    if (db.status === 'down') return reply.status(503).send(body);
    return body;
  });
}
