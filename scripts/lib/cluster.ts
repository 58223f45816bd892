import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { startServer, waitUntilUp } from '../../apps/server/src/test/server-process.ts';
import { startProxy, type Proxy } from './proxy.ts';

/** One server process of the setup: its name in the output, its roles (ROLES) and its own port on loopback. */
export interface InstanceSpec {
  name: string;
  roles: string;
  port: number;
}

export interface Instance extends InstanceSpec {
  url: string;
  child: ChildProcess;
  /** What it printed, when the caller took no output (a test, for its failure message). */
  output(): string;
}

export interface ClusterOptions {
  instances: InstanceSpec[];
  /** The proxy's port on `host`: the address people use, and every instance's PUBLIC_URL. */
  proxyPort: number;
  host?: string;
  /** What every instance gets besides its port and roles: DATABASE_URL, REDIS_URL, JWT_SECRET, DATA_DIR, S3_*, JANUS_*. */
  env: Record<string, string>;
  /** Each instance's output as it comes, with its name; without, each one keeps its own. */
  onOutput?: (name: string, text: string) => void;
}

export interface Cluster {
  url: string;
  instances: Instance[];
  /** SIGTERM to every instance, waiting for each to finish, then the proxy. */
  stop(): Promise<void>;
}

/** A process migrates and seeds before it answers: on a busy machine that can take minutes. */
const START_TIMEOUT_MS = 180_000;

async function stopInstance(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Parley's roles as separate processes on one machine behind one proxy (ADR 0088, docs/operations.md): the api
 * instances take the calls and pages, the realtime ones the sockets, each only what its ROLES say. The instances
 * share the database, Redis and the files given in `env`; the first one starts alone when it seeds the demo data, so
 * two never seed at once. Resolves once every instance answers its health check.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const host = options.host ?? '127.0.0.1';
  const withRole = (role: string) =>
    options.instances.filter((i) => i.roles.split(',').includes(role)).map((i) => `http://127.0.0.1:${i.port}`);
  const proxy: Proxy = await startProxy({ port: options.proxyPort, host, api: withRole('api'), realtime: withRole('realtime') });
  const instances: Instance[] = [];
  const start = async (spec: InstanceSpec, seed: boolean) => {
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
    const server = startServer(env, options.onOutput && ((text) => options.onOutput!(spec.name, text)));
    const instance = { ...spec, url: `http://127.0.0.1:${spec.port}`, child: server.child, output: server.output };
    instances.push(instance);
    await waitUntilUp(`${instance.url}/api/health`, server.child, START_TIMEOUT_MS);
  };
  const stop = async () => {
    await Promise.all(instances.map((i) => stopInstance(i.child)));
    await proxy.close();
  };
  try {
    const [first, ...rest] = options.instances;
    const seeds = options.env.SEED_DEMO !== 'false';
    if (first && seeds) await start(first, true);
    await Promise.all((seeds ? rest : options.instances).map((spec) => start(spec, false)));
  } catch (err) {
    await stop();
    throw err;
  }
  return { url: proxy.url, instances, stop };
}
