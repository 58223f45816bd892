import os from 'node:os';
import path from 'node:path';
import { startChild, type Child } from '../../bench/src/lib/product.ts';
import { startFlags } from '../../bench/src/lib/targets.ts';
import { startProxy } from './proxy.ts';

/** One server process of the setup: its roles (ROLES) and its own port on loopback. */
export interface InstanceSpec {
  name: string;
  roles: string;
  port: number;
}

export interface Instance extends InstanceSpec {
  url: string;
  child: Child;
}

export interface ClusterOptions {
  instances: InstanceSpec[];
  /** The proxy's port on `host`: the address people use, and every instance's PUBLIC_URL. */
  proxyPort: number;
  host?: string;
  /** What every instance gets besides its port and roles: DATABASE_URL, REDIS_URL, JWT_SECRET, DATA_DIR, S3_*, JANUS_*. */
  env: Record<string, string>;
}

export interface Cluster {
  url: string;
  instances: Instance[];
  /** SIGTERM to every instance, waiting for each to finish, then the proxy. */
  stop(): Promise<void>;
}

/**
 * Parley's roles as separate processes on one machine behind one proxy (ADR 0088, docs/operations.md): the api
 * instances take the calls and pages, the realtime ones the sockets, each only what its ROLES say. Each is the
 * server's entry with `npm start`'s Node flags, started as the benchmarks start theirs (bench/src/lib/product.ts).
 * The instances share the database, Redis and the files given in `env`; the first one starts alone when it seeds the
 * demo data, so two never seed at once. Resolves once every instance answers its health check.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const host = options.host ?? '127.0.0.1';
  const withRole = (role: string) =>
    options.instances.filter((i) => i.roles.split(',').includes(role)).map((i) => `http://127.0.0.1:${i.port}`);
  const proxy = await startProxy({ port: options.proxyPort, host, api: withRole('api'), realtime: withRole('realtime') });
  // In the order given, whichever answers first.
  const started: Instance[] = [];
  const start = async (index: number, seed: boolean) => {
    const spec = options.instances[index]!;
    const url = `http://127.0.0.1:${spec.port}`;
    const env = {
      ...options.env,
      PORT: String(spec.port),
      HOST: '127.0.0.1',
      ROLES: spec.roles,
      PUBLIC_URL: proxy.url,
      // The proxy connects from loopback: its X-Forwarded-For names the client (ADR 0082).
      TRUST_PROXY: '127.0.0.1',
      ...(seed ? {} : { SEED_DEMO: 'false' }),
      // Each process compiles the same files: V8's cached code takes a fifth off every start after the first.
      NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? path.join(os.tmpdir(), 'parley-compile-cache'),
    };
    started[index] = { ...spec, url, child: await startChild('apps/server/src/main.ts', env, `${url}/api/health`, startFlags()) };
  };
  const stop = async () => {
    await Promise.all(started.map((i) => i.child.stop()));
    await proxy.close();
  };
  try {
    const seeds = options.env.SEED_DEMO !== 'false';
    if (seeds) await start(0, true);
    const rest = options.instances.map((_, i) => i).slice(seeds ? 1 : 0);
    // Every start is waited for, so a failure leaves no instance running unseen.
    const failed = (await Promise.allSettled(rest.map((i) => start(i, false)))).find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
  } catch (err) {
    await stop();
    throw err;
  }
  return { url: proxy.url, instances: started, stop };
}
