import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import {
  EMAIL_CODE_RESEND_INTERVAL_SECONDS,
  FEEDBACK_JOBS_IN_FLIGHT_MAX,
  OPEN_RECORDINGS_MAX,
  ROUND_LENGTH_MS,
  TTS_SYNTHESES_PER_WINDOW,
  WS_MESSAGE_RATE,
} from '@parley/contracts';
import { DEFAULT_LANGUAGE_WEIGHT, DEFAULT_LEARNER_FORMS, DEFAULT_PRONUNCIATION_VARIANTS } from './platform/speech/defaults.ts';

const ROLE_NAMES = ['api', 'realtime', 'worker'] as const;

const csv = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** An address, a range (`10.0.0.0/8`, `fd00::/8`) or one of proxy-addr's names for the local ranges. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

/**
 * Whose X-Forwarded-For to believe (Fastify's trustProxy): nobody's (`false`, `0`), the nearest N proxies (a hop
 * count), or proxies at these addresses and ranges. `true` would believe every hop, so any client could name its own
 * address and dodge the per-address limits: it is refused (ADR 0082).
 */
const trustProxy = z.string().transform((v, ctx): false | number | string[] => {
  if (v === 'false' || /^0+$/.test(v)) return false;
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (v === 'true' || entries.length === 0 || bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message:
        v === 'true'
          ? 'true would believe a client’s own X-Forwarded-For: give the number of proxies in front (1) or their addresses'
          : `not an address or range: ${bad.join(', ') || v}`,
    });
    return z.NEVER;
  }
  return entries;
});

/**
 * Fastify's trustProxy for TRUST_PROXY. Fastify takes a bare hop count as trusting nobody (a client that reaches the
 * server directly could send as many hops as it likes), so the count becomes the rule it stands for: that many of
 * the nearest addresses are proxies, the next one is the client.
 */
export function trustProxyOption(trust: false | number | string[]) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** Every environment variable Parley reads; README's configuration table mirrors this. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  TRUST_PROXY: trustProxy.default(false),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Parley <no-reply@parley.local>'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  CORS_ORIGINS: csv.default([]),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Lets a scraper elsewhere than this machine read GET /metrics as a bearer token (ADR 0085); unset: local callers only. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  ROLES: csv.pipe(z.array(z.enum(ROLE_NAMES)).min(1)).default([...ROLE_NAMES]),
  SEED_DEMO: bool.default(true),
  WEB_DIST: z.string().optional(),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  AUTH_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  /** Password hashes that may wait for one of the two running; past it, 503 with Retry-After (issue 23 §2). */
  PASSWORD_HASH_QUEUE_MAX: z.coerce.number().int().positive().default(64),
  /** Per-person limits (issue 23 §4, ADR 0081); the server tests lift them, but for the tests of the limits. */
  OPEN_RECORDINGS_MAX: z.coerce.number().int().positive().default(OPEN_RECORDINGS_MAX),
  FEEDBACK_JOBS_IN_FLIGHT_MAX: z.coerce.number().int().positive().default(FEEDBACK_JOBS_IN_FLIGHT_MAX),
  TTS_SYNTHESES_PER_WINDOW: z.coerce.number().int().positive().default(TTS_SYNTHESES_PER_WINDOW),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  /** A LibreTranslate-compatible server for the chat's Translate button (hidden without it). */
  TRANSLATE_URL: z.url().optional(),
  TRANSLATE_API_KEY: z.string().min(1).optional(),
  /** ICE servers for live video: STUN addresses, and TURN addresses with coturn's shared secret (TURN REST). */
  STUN_URLS: csv.default([]),
  TURN_URLS: csv.default([]),
  TURN_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  TURN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(6 * 60 * 60),
  /**
   * A Janus server for the rooms' video instead of the peer-to-peer mesh (ADR 0086): its WebSocket API as browsers
   * reach it, its Admin API as this server does, and the admin_secret and token_auth_secret of its janus.jcfg.
   */
  JANUS_URL: z.url({ protocol: /^wss?$/ }).optional(),
  JANUS_ADMIN_URL: z.url({ protocol: /^https?$/ }).optional(),
  JANUS_ADMIN_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  JANUS_TOKEN_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** How long a browser's Janus token lasts; it asks for a new one halfway. */
  JANUS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(600),
  /**
   * A LiveKit server (or LiveKit Cloud) for the rooms' video instead (ADR 0089): its URL as browsers reach it (this
   * server calls its room service at the same address over http/https), and an API key and its secret.
   */
  LIVEKIT_URL: z.url({ protocol: /^(wss?|https?)$/ }).optional(),
  LIVEKIT_API_KEY: z.string().min(1).optional(),
  LIVEKIT_API_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** How long a LiveKit access token lets a browser connect; a connected browser gets fresh ones from LiveKit. */
  LIVEKIT_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(600),
  /**
   * Files in a bucket of S3 or of an S3-compatible store instead of under DATA_DIR (ADR 0087): S3_BUCKET with its
   * region and an access key; S3_ENDPOINT for a store other than AWS, most of which want path-style addresses.
   */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3–63 lower-case letters, digits, dots and hyphens')
    .optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Least time between two emailed codes to one account (the spec's minute); the browser tests shorten it. */
  EMAIL_CODE_RESEND_INTERVAL_SECONDS: z.coerce.number().int().positive().default(EMAIL_CODE_RESEND_INTERVAL_SECONDS),
  /** Partner rotation: a round's length (the spec's 12 minutes) and how often the scheduler looks for due rounds. */
  ROUND_LENGTH_MS: z.coerce.number().int().positive().default(ROUND_LENGTH_MS),
  ROTATION_TICK_MS: z.coerce.number().int().positive().default(5_000),
  /** How long someone whose live socket dropped stays in the room, waiting for a reconnect. */
  LIVE_LEAVE_GRACE_MS: z.coerce.number().int().positive().default(15_000),
  /** Messages a live socket may send a second (three times that at once) before it is closed (1008); the hub's
   * benchmark raises it to find the hub's own ceiling. */
  LIVE_SOCKET_MESSAGES_PER_SECOND: z.coerce.number().int().min(1).default(WS_MESSAGE_RATE.perSecond),
  /** How long a running background job stays claimed by its worker without a renewal; a dead worker's jobs rerun after it. */
  QUEUE_LEASE_MS: z.coerce.number().int().min(100).default(30_000),
  /** An OpenAI-compatible server: speech (audio/transcriptions, audio/speech) instead of the local engines, and chat. */
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_TRANSCRIBE_MODEL: z.string().min(1).default('whisper-1'),
  AI_TTS_MODEL: z.string().min(1).default('tts-1'),
  /** The chat model that writes discussion topics (ADR 0048); without AI_BASE_URL they come from the bank. */
  AI_CHAT_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** An OpenAI-compatible realtime server that decides when an interview answer is over; without it, our own VAD. */
  AI_REALTIME_URL: z.url({ protocol: /^wss?$/ }).optional(),
  /** How long a practice session waits for follow-up questions from the chat model before it writes its own. */
  INTERVIEW_AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8_000),
  /** A shared cloud browser for the HYPERBEAM activity (ADR 0056); without it rooms watch videos together. */
  HYPERBEAM_API_KEY: z.string().min(1).optional(),
  HYPERBEAM_BASE_URL: z.url().default('https://engine.hyperbeam.com'),
  /** How long a room's shared browser stays open once nobody is watching it. */
  HYPERBEAM_IDLE_SECONDS: z.coerce.number().int().min(10).max(3600).default(120),
  /** How long a live room waits for a written topic before it takes one from the bank. */
  AI_TOPIC_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(6_000),
  /**
   * How long a game's round lasts (Pictionary's drawing, the geography game's guessing), instead of each game's own
   * length: for groups that need longer, and for end-to-end runs on slow machines.
   */
  ACTIVITY_ROUND_SECONDS: z.coerce.number().int().min(20).max(900).optional(),
  /** How long the pause between a game's rounds lasts, instead of each game's own. */
  ACTIVITY_BREAK_SECONDS: z.coerce.number().int().min(3).max(600).optional(),
  /** Local recognizer tuning (docs/benchmarks.md, "Speech recognition tuning"). */
  POCKETSPHINX_LANGUAGE_WEIGHT: z.coerce.number().positive().max(20).default(DEFAULT_LANGUAGE_WEIGHT),
  POCKETSPHINX_LEARNER_FORMS: bool.default(DEFAULT_LEARNER_FORMS),
  /** Mispronunciations of this many of the most frequent words in the recogniser's dictionary; 0: none. */
  POCKETSPHINX_PRONUNCIATION_VARIANTS: z.coerce.number().int().min(0).max(50_000).default(DEFAULT_PRONUNCIATION_VARIANTS),
  /** Warm decoders sharing a long recording (each ~110 MB and one core); default one per available core. */
  POCKETSPHINX_DECODERS: z.coerce.number().int().min(1).max(16).default(availableParallelism()),
  /**
   * Payments: Stripe with both keys set, otherwise the sandbox provider served by us (docs/decisions/0027). In
   * production the sandbox (which sells for the test card) must be asked for by name.
   */
  PAYMENTS_PROVIDER: z.enum(['stripe', 'sandbox']).optional(),
  /** Mail: SMTP when SMTP_URL is set, otherwise the outbox (kept in the database); production asks for it by name. */
  MAIL_PROVIDER: z.enum(['smtp', 'outbox']).optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Another Stripe API host, for a local stand-in in tests. */
  STRIPE_API_BASE: z.url().optional(),
  /** A signed webhook older than this is refused (Stripe's default is five minutes). */
  PAYMENTS_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().positive().default(300),
  /** How often the sandbox provider renews or ends subscriptions whose period is over. */
  PAYMENTS_SANDBOX_SWEEP_MS: z.coerce.number().int().positive().default(60_000),
  /** Live hints while recording (ADR 0031): how long a slice's upload waits for its hints, and for a free decoder. */
  LIVE_HINTS_ANSWER_WAIT_MS: z.coerce.number().int().min(0).max(120_000).default(2_000),
  LIVE_HINTS_DECODER_WAIT_MS: z.coerce.number().int().min(0).max(10_000).default(400),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'PUBLIC_URL' | 'JWT_SECRET' | 'WEB_DIST' | 'PAYMENTS_PROVIDER' | 'MAIL_PROVIDER'> {
  PUBLIC_URL: string;
  JWT_SECRET: string;
  WEB_DIST: string;
  PAYMENTS_PROVIDER: 'stripe' | 'sandbox';
  MAIL_PROVIDER: 'smtp' | 'outbox';
}

export class ConfigError extends Error {}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** A stable secret for the embedded default, so restarts keep sessions valid without any setup. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** LiveKit takes its three variables together, and one media server at a time (ADR 0089). */
function checkLivekit(e: z.infer<typeof envSchema>) {
  const set = [e.LIVEKIT_URL, e.LIVEKIT_API_KEY, e.LIVEKIT_API_SECRET].filter(Boolean).length;
  if (set > 0 && set < 3)
    throw new ConfigError(
      'Invalid configuration:\n  - LIVEKIT_*: set LIVEKIT_URL, LIVEKIT_API_KEY and LIVEKIT_API_SECRET together',
    );
  if (set === 3 && e.JANUS_URL)
    throw new ConfigError(
      'Invalid configuration:\n  - LIVEKIT_*, JANUS_*: configure one media server, Janus or LiveKit, not both',
    );
}

/**
 * Which payment and mail providers run. Outside production the embedded ones stand in for what is not configured; a
 * production server would otherwise sell plans for the sandbox's test card and keep its mail in a table nobody reads,
 * so there each must be configured or asked for by name (one line each when neither).
 */
function providers(e: Env) {
  const problems: string[] = [];
  const production = e.NODE_ENV === 'production';
  const stripeKeys = Boolean(e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET);
  if (e.PAYMENTS_PROVIDER === 'stripe' && !stripeKeys)
    problems.push('PAYMENTS_PROVIDER: stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  if (production && !e.PAYMENTS_PROVIDER && !stripeKeys)
    problems.push(
      'PAYMENTS_PROVIDER: production takes payments through Stripe (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET), or PAYMENTS_PROVIDER=sandbox to sell for the test card',
    );
  if (e.MAIL_PROVIDER === 'smtp' && !e.SMTP_URL) problems.push('MAIL_PROVIDER: smtp needs SMTP_URL');
  if (production && !e.MAIL_PROVIDER && !e.SMTP_URL)
    problems.push('MAIL_PROVIDER: production sends mail over SMTP (set SMTP_URL), or MAIL_PROVIDER=outbox to keep it unsent');
  const payments = e.PAYMENTS_PROVIDER ?? (stripeKeys ? 'stripe' : 'sandbox');
  const mail = e.MAIL_PROVIDER ?? (e.SMTP_URL ? 'smtp' : 'outbox');
  return { payments, mail, problems };
}

/** What a production server started on its embedded providers says at start, one line each. */
export function productionWarnings(config: Pick<Config, 'NODE_ENV' | 'PAYMENTS_PROVIDER' | 'MAIL_PROVIDER'>): string[] {
  if (config.NODE_ENV !== 'production') return [];
  return [
    ...(config.PAYMENTS_PROVIDER === 'sandbox'
      ? ['PAYMENTS_PROVIDER=sandbox: plans are sold for the sandbox’s test card and no money is taken']
      : []),
    ...(config.MAIL_PROVIDER === 'outbox' ? ['MAIL_PROVIDER=outbox: mail is kept in the database and never sent'] : []),
  ];
}

/**
 * What a process that leaves some roles to others says at start, one line each: the others reach it only through a
 * shared database and Redis, and without them its live messages, jobs or sockets reach nobody (docs/operations.md).
 */
export function roleWarnings(config: Pick<Config, 'ROLES' | 'DATABASE_URL' | 'REDIS_URL'>): string[] {
  const others = ROLE_NAMES.filter((role) => !config.ROLES.includes(role));
  if (others.length === 0) return [];
  const leaves = `ROLES=${config.ROLES.join(',')} leaves ${others.join(', ')} to other processes`;
  return [
    ...(config.DATABASE_URL ? [] : [`${leaves}, but the embedded database (no DATABASE_URL) serves this process alone`]),
    ...(config.REDIS_URL ? [] : [`${leaves}, but the in-process bus (no REDIS_URL) reaches no other process`]),
  ];
}

/** What files in a bucket need; any other S3_* variable set without them is a mistake, not the local store. */
const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** Parses the environment once; a bad value stops start-up with every problem listed. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || 'environment'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (
    (e.OIDC_ISSUER || e.OIDC_CLIENT_ID || e.OIDC_CLIENT_SECRET) &&
    !(e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET)
  ) {
    throw new ConfigError('Invalid configuration:\n  - OIDC_*: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together');
  }
  if (
    (e.JANUS_URL || e.JANUS_ADMIN_URL || e.JANUS_ADMIN_SECRET || e.JANUS_TOKEN_SECRET) &&
    !(e.JANUS_URL && e.JANUS_ADMIN_URL && e.JANUS_ADMIN_SECRET && e.JANUS_TOKEN_SECRET)
  ) {
    throw new ConfigError(
      'Invalid configuration:\n  - JANUS_*: set JANUS_URL, JANUS_ADMIN_URL, JANUS_ADMIN_SECRET and JANUS_TOKEN_SECRET together',
    );
  }
  checkLivekit(e);
  const s3Missing = S3_REQUIRED.filter((name) => !e[name]);
  if (Object.keys(cleaned).some((name) => name.startsWith('S3_')) && s3Missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  - S3_*: set S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together (missing: ${s3Missing.join(', ')})`,
    );
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError('Invalid configuration:\n  - STRIPE_*: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together');
  }
  const { payments, mail, problems } = providers(e);
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    ...e,
    PAYMENTS_PROVIDER: payments,
    MAIL_PROVIDER: mail,
    DATA_DIR: dataDir,
    PUBLIC_URL: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    JWT_SECRET: e.JWT_SECRET ?? localSecret(dataDir),
    WEB_DIST: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
  };
}
