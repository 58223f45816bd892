import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import path from 'node:path';

const ROOT = new URL('../../../', import.meta.url).pathname;

export interface Product {
  url: string;
  /** The server's process, when this started it. */
  pid?: number;
  stop(): Promise<void>;
}

export async function healthy(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer in time`);
}

export interface Child {
  process: ChildProcess;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

/**
 * A child process on Node 24 (with `nodeFlags` before the script) that is ready once `url` answers; stopping it waits
 * for its exit.
 */
export async function startChild(script: string, env: NodeJS.ProcessEnv, url: string, nodeFlags: string[] = []): Promise<Child> {
  const child = spawn(process.execPath, [...nodeFlags, path.join(ROOT, script)], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
  const exited = once(child, 'exit');
  await Promise.race([
    healthy(url, Date.now() + 180_000),
    exited.then(() => Promise.reject(new Error(`${script} exited before ${url} answered`))),
  ]);
  return {
    process: child,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The product as the e2e config starts it (scripts/start.ts on a fresh embedded data directory, mail over SMTP to
 * e2e's mail catcher on E2E_SMTP_PORT / E2E_MAIL_HTTP_PORT), or, given `url`, a server already running there that
 * mails to such a catcher (an e2e run's). Sign-in limits are raised: every trial signs people in. With `mail: false`
 * it is `npm start` as a new user runs it: mail stays in the database's outbox. `env` adds to the server's environment;
 * with `webDist` the server (apps/server/src/main.ts) serves that web build as it is, built by the caller.
 */
export async function startProduct(options: {
  url?: string;
  port: number;
  mail?: boolean;
  env?: Record<string, string>;
  webDist?: string;
}): Promise<Product> {
  if (options.url) {
    await healthy(`${options.url}/api/health`, Date.now() + 10_000);
    return { url: options.url, stop: async () => undefined };
  }
  const url = `http://127.0.0.1:${options.port}`;
  const dataDir = path.join(ROOT, `.tmp/bench-live-${options.port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const withMail = options.mail ?? true;
  const mail = withMail
    ? await startChild('e2e/support/mail-catcher.ts', {}, `http://127.0.0.1:${process.env.E2E_MAIL_HTTP_PORT}/health`)
    : null;
  const server = await startChild(
    options.webDist ? 'apps/server/src/main.ts' : 'scripts/start.ts',
    {
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      ...(withMail ? { SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}` } : {}),
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_IP: '10000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
      ...(options.webDist ? { WEB_DIST: options.webDist } : {}),
      ...options.env,
    },
    `${url}/api/health`,
  );
  return {
    url,
    pid: server.process.pid,
    stop: async () => {
      await server.stop();
      await mail?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
