import type { FastifyInstance } from 'fastify';
import { healthApi, type HealthResponse, type PortHealth } from '@parley/contracts';
import { isLocalCaller } from '../../plugins/local-caller.ts';
import { createRouter } from '../../plugins/router.ts';
import type { ModuleDeps } from '../module-deps.ts';

const TIMEOUT_MS = 2000;
/**
 * The mail, storage, identity and payment checks each cost a call to another server: anyone may ask for health, so
 * its answer is kept this long instead of every request becoming several outgoing ones. The database is asked every
 * time (one cheap query), so a load balancer learns of its loss at once.
 */
const CACHE_MS = 30_000;

async function probe(driver: string, check: () => Promise<unknown>): Promise<PortHealth> {
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), TIMEOUT_MS).unref()),
    ]);
    return { status: 'ok', driver };
  } catch (err) {
    return { status: 'down', driver, detail: err instanceof Error ? err.message : 'unavailable' };
  }
}

const withoutDetail = ({ status, driver }: PortHealth): PortHealth => ({ status, driver });

export async function healthModule(app: FastifyInstance, deps: ModuleDeps) {
  const route = createRouter(app, deps);
  const { database, mail, storage, identity, payments, clock } = deps.platform;
  let others: { at: number; checks: Promise<Record<'mail' | 'storage' | 'identity' | 'payments', PortHealth>> } | undefined;
  const otherPorts = () => {
    const now = clock.now().getTime();
    if (!others || now - others.at >= CACHE_MS) {
      const checks = Promise.all([
        probe(mail.driver, () => mail.ping()),
        probe(storage.driver, () => storage.ping()),
        probe(identity.driver, () => identity.ping()),
        probe(payments.driver, () => payments.ping()),
      ]).then(([mailStatus, storageStatus, identityStatus, paymentsStatus]) => ({
        mail: mailStatus,
        storage: storageStatus,
        identity: identityStatus,
        payments: paymentsStatus,
      }));
      others = { at: now, checks };
    }
    return others.checks;
  };

  route(healthApi.health, async ({ request, reply }) => {
    const [db, rest] = await Promise.all([probe(database.driver, () => database.ping()), otherPorts()]);
    const checked = { db, ...rest };
    // Error texts name hosts and drivers' internals: only a caller on this machine (an operator, a probe) sees them.
    const ports = isLocalCaller(request)
      ? checked
      : (Object.fromEntries(Object.entries(checked).map(([name, port]) => [name, withoutDetail(port)])) as typeof checked);
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
