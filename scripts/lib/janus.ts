import { spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { rmSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A Janus the tests talk to: its WebSocket API, its Admin API over HTTP and the secrets the server is given. */
export interface JanusServer {
  url: string;
  adminUrl: string;
  adminSecret: string;
  tokenSecret: string;
  /** Ends it and removes its folder; synchronous, so a run that exits right after leaves nothing behind. */
  stop(): void;
}

/** The environment variables through which `npm test` hands its Janus to vitest and Playwright. */
export const TEST_JANUS_ENV = {
  url: 'TEST_JANUS_URL',
  adminUrl: 'TEST_JANUS_ADMIN_URL',
  adminSecret: 'TEST_JANUS_ADMIN_SECRET',
  tokenSecret: 'TEST_JANUS_TOKEN_SECRET',
} as const;

const LIBRARIES = '/usr/lib/x86_64-linux-gnu/janus';
/** Debian's package builds every plugin and transport; the rooms need one of each kind, and nothing else is loaded. */
const OTHER_PLUGINS = ['audiobridge', 'duktape', 'echotest', 'lua', 'nosip', 'recordplay', 'sip', 'streaming', 'textroom']
  .concat(['videocall', 'voicemail'])
  .map((name) => `libjanus_${name}.so`);
const OTHER_TRANSPORTS = ['mqtt', 'nanomsg', 'pfunix', 'rabbitmq'].map((name) => `libjanus_${name}.so`);
/** Each Janus takes its own stretch of ports for media: two runs side by side never meet. */
const RTP_PORTS = 200;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * Janus's own configuration for a run on this machine: only the VideoRoom plugin, the WebSocket API for browsers and
 * the Admin API for our server, both on loopback; signed tokens (token_auth_secret) for every request; media only on
 * the loopback interface (the browser tests drop every other candidate) within a narrow port range.
 */
function configs(
  dir: string,
  ports: { ws: number; admin: number; rtp: number },
  secrets: { admin: string; token: string },
  mediaInterfaces: string,
) {
  return {
    'janus.jcfg': `general: {
  configs_folder = "${dir}"
  plugins_folder = "${LIBRARIES}/plugins"
  transports_folder = "${LIBRARIES}/transports"
  events_folder = "${LIBRARIES}/events"
  loggers_folder = "${LIBRARIES}/loggers"
  debug_level = 3
  admin_secret = "${secrets.admin}"
  token_auth = true
  token_auth_secret = "${secrets.token}"
  session_timeout = 60
  server_name = "parley-test"
}
media: { rtp_port_range = "${ports.rtp}-${ports.rtp + RTP_PORTS - 1}" }
nat: {
  ice_enforce_list = "${mediaInterfaces}"
  ignore_mdns = true
}
plugins: { disable = "${OTHER_PLUGINS.join(',')}" }
transports: { disable = "${OTHER_TRANSPORTS.join(',')}" }
loggers: { disable = "libjanus_jsonlog.so" }
events: { broadcast = false }
`,
    // The plugin's admin_key guards room creation; our server sends the admin secret as the key (ADR 0086).
    'janus.plugin.videoroom.jcfg': `general: { admin_key = "${secrets.admin}" }\n`,
    'janus.transport.websockets.jcfg': `general: { json = "plain"\n ws = true\n ws_port = ${ports.ws}\n ws_ip = "127.0.0.1"\n wss = false }
admin: { admin_ws = false\n admin_wss = false }
`,
    'janus.transport.http.jcfg': `general: { json = "plain"\n http = false\n https = false }
admin: { admin_http = true\n admin_port = ${ports.admin}\n admin_ip = "127.0.0.1"\n admin_base_path = "/admin"\n admin_https = false }
`,
  };
}

async function adminAnswers(adminUrl: string, adminSecret: string): Promise<boolean> {
  try {
    const res = await fetch(adminUrl, {
      method: 'POST',
      body: JSON.stringify({ janus: 'ping', transaction: 'up', admin_secret: adminSecret }),
      signal: AbortSignal.timeout(1000),
    });
    return ((await res.json()) as { janus?: string }).janus === 'pong';
  } catch {
    return false;
  }
}

/**
 * A throw-away Janus (the Debian `janus` package) with its configuration in a temporary folder, for this run only;
 * `stop` ends it and removes the folder. Throws when it does not answer within 15 s. Media goes over `mediaInterfaces`
 * (Janus's ice_enforce_list): loopback for the tests' browsers; a browser people use needs the machine's own network
 * interface, as Chromium offers no loopback candidates of its own (scripts/cluster.ts).
 */
export async function startJanus(mediaInterfaces = 'lo'): Promise<JanusServer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'parley-janus-'));
  const ports = { ws: await freePort(), admin: await freePort(), rtp: 20_000 + randomInt(200) * RTP_PORTS };
  const secrets = { admin: randomBytes(18).toString('base64url'), token: randomBytes(18).toString('base64url') };
  for (const [name, text] of Object.entries(configs(dir, ports, secrets, mediaInterfaces)))
    await writeFile(path.join(dir, name), text);
  const child = spawn(
    '/usr/bin/janus',
    ['-F', dir, '-C', path.join(dir, 'janus.jcfg'), '-N', '-L', path.join(dir, 'janus.log')],
    {
      stdio: 'ignore',
    },
  );
  const stop = () => {
    if (child.exitCode === null) child.kill();
    rmSync(dir, { recursive: true, force: true });
  };
  const adminUrl = `http://127.0.0.1:${ports.admin}/admin`;
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) break;
    if (await adminAnswers(adminUrl, secrets.admin))
      return { url: `ws://127.0.0.1:${ports.ws}`, adminUrl, adminSecret: secrets.admin, tokenSecret: secrets.token, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  const log = await readFile(path.join(dir, 'janus.log'), 'utf8').catch(() => '(no log)');
  stop();
  throw new Error(`Janus did not start:\n${log.split('\n').slice(-20).join('\n')}`);
}

/** `server` as the TEST_JANUS_* variables, for the tests' processes. */
export function janusEnv(server: Omit<JanusServer, 'stop'>): Record<string, string> {
  return {
    [TEST_JANUS_ENV.url]: server.url,
    [TEST_JANUS_ENV.adminUrl]: server.adminUrl,
    [TEST_JANUS_ENV.adminSecret]: server.adminSecret,
    [TEST_JANUS_ENV.tokenSecret]: server.tokenSecret,
  };
}

/** The Janus `npm test` started (TEST_JANUS_*), or none. */
export function janusFromEnv(env: NodeJS.ProcessEnv = process.env): Omit<JanusServer, 'stop'> | undefined {
  const [url, adminUrl, adminSecret, tokenSecret] = Object.values(TEST_JANUS_ENV).map((name) => env[name]);
  return url && adminUrl && adminSecret && tokenSecret ? { url, adminUrl, adminSecret, tokenSecret } : undefined;
}
