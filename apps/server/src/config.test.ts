import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, productionWarnings, roleWarnings } from './config.ts';

const SECRET = 'x'.repeat(32);

function problems(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('loadConfig accepted a bad environment');
}

describe('loadConfig', () => {
  it('fills the embedded defaults', () => {
    const config = loadConfig({ JWT_SECRET: SECRET, DATA_DIR: '/tmp/parley-config-test' });
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      PUBLIC_URL: 'http://localhost:3000',
      CORS_ORIGINS: [],
      ROLES: ['api', 'realtime', 'worker'],
      AUTH_RATE_LIMIT_PER_IP: 30,
      AUTH_RATE_LIMIT_PER_ACCOUNT: 10,
      BODY_LIMIT_BYTES: 1_048_576,
      SEED_DEMO: true,
      POCKETSPHINX_DECODERS: os.availableParallelism(),
      POCKETSPHINX_PRONUNCIATION_VARIANTS: 3000,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('parses the values it is given', () => {
    const config = loadConfig({
      JWT_SECRET: SECRET,
      PORT: '8080',
      PUBLIC_URL: 'https://parley.example.com/',
      CORS_ORIGINS: 'https://a.example.com, https://b.example.com',
      ROLES: 'api,worker',
      SEED_DEMO: '0',
      DATABASE_URL: 'postgres://u@db:5432/parley',
      SMTP_URL: 'smtp://mail:25',
      POCKETSPHINX_DECODERS: '1',
      POCKETSPHINX_PRONUNCIATION_VARIANTS: '0',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      PUBLIC_URL: 'https://parley.example.com',
      CORS_ORIGINS: ['https://a.example.com', 'https://b.example.com'],
      ROLES: ['api', 'worker'],
      SEED_DEMO: false,
      DATABASE_URL: 'postgres://u@db:5432/parley',
      POCKETSPHINX_DECODERS: 1,
      POCKETSPHINX_PRONUNCIATION_VARIANTS: 0,
    });
  });

  it('lists every problem at once', () => {
    const message = problems({
      PORT: 'eighty',
      PUBLIC_URL: 'not a url',
      DATABASE_URL: 'mysql://x',
      SMTP_URL: 'http://mail',
      JWT_SECRET: 'short',
      LOG_LEVEL: 'loud',
      ROLES: 'api,cook',
      AUTH_RATE_LIMIT_PER_IP: '-1',
      BODY_LIMIT_BYTES: '0',
      SEED_DEMO: 'maybe',
    });
    expect(message).toMatch(/^Invalid configuration:/);
    for (const key of [
      'PORT',
      'PUBLIC_URL',
      'DATABASE_URL',
      'SMTP_URL',
      'JWT_SECRET',
      'LOG_LEVEL',
      'ROLES',
      'AUTH_RATE_LIMIT_PER_IP',
      'BODY_LIMIT_BYTES',
      'SEED_DEMO',
    ]) {
      expect(message).toMatch(new RegExp(`^  - ${key}\\b.*: `, 'm'));
    }
    expect(message).toContain('must be a postgres:// URL');
    expect(message).toContain('must be at least 32 characters');
  });

  it('needs all three OIDC settings together', () => {
    expect(problems({ JWT_SECRET: SECRET, OIDC_ISSUER: 'https://id.example.com' })).toContain(
      'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together',
    );
  });

  it('needs the three LiveKit settings together, and one media server at a time', () => {
    const livekit = { LIVEKIT_URL: 'wss://lk.example.com', LIVEKIT_API_KEY: 'key', LIVEKIT_API_SECRET: SECRET };
    expect(problems({ JWT_SECRET: SECRET, LIVEKIT_URL: livekit.LIVEKIT_URL })).toContain(
      'set LIVEKIT_URL, LIVEKIT_API_KEY and LIVEKIT_API_SECRET together',
    );
    const janus = {
      JANUS_URL: 'wss://janus.example.com',
      JANUS_ADMIN_URL: 'http://127.0.0.1:7088/admin',
      JANUS_ADMIN_SECRET: SECRET,
      JANUS_TOKEN_SECRET: SECRET,
    };
    expect(problems({ JWT_SECRET: SECRET, ...livekit, ...janus })).toContain('one media server, Janus or LiveKit, not both');
    expect(loadConfig({ JWT_SECRET: SECRET, ...livekit })).toMatchObject({ ...livekit, LIVEKIT_TOKEN_TTL_SECONDS: 600 });
  });

  it('needs both Stripe keys together', () => {
    expect(problems({ JWT_SECRET: SECRET, STRIPE_SECRET_KEY: 'sk_test_1' })).toContain(
      'set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together',
    );
  });

  it('takes a bucket with its region and access key, and says which of them an S3_* setting lacks', () => {
    const s3 = { S3_BUCKET: 'parley-files', S3_REGION: 'eu-west-1', S3_ACCESS_KEY_ID: 'AKIA1', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ JWT_SECRET: SECRET, ...s3, S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({
      ...s3,
      S3_FORCE_PATH_STYLE: true,
    });
    expect(problems({ JWT_SECRET: SECRET, S3_BUCKET: 'parley-files', S3_REGION: 'eu-west-1' })).toContain(
      'S3_*: set S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together (missing: S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)',
    );
    // An endpoint alone would otherwise leave the files on the local disk unnoticed.
    expect(problems({ JWT_SECRET: SECRET, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toContain('(missing: S3_BUCKET, S3_REGION');
    expect(problems({ JWT_SECRET: SECRET, ...s3, S3_BUCKET: 'Parley_Files' })).toContain('S3_BUCKET: must be a bucket name');
  });

  it('in production, refuses the sandbox payments and the outbox mail unless each is asked for by name, one line each', () => {
    const production = { JWT_SECRET: SECRET, NODE_ENV: 'production' };
    const message = problems(production);
    expect(message.split('\n').filter((line) => line.startsWith('  - '))).toEqual([
      expect.stringMatching(/^ {2}- PAYMENTS_PROVIDER: production takes payments through Stripe .*PAYMENTS_PROVIDER=sandbox/),
      expect.stringMatching(/^ {2}- MAIL_PROVIDER: production sends mail over SMTP .*MAIL_PROVIDER=outbox/),
    ]);
    const optedIn = loadConfig({ ...production, PAYMENTS_PROVIDER: 'sandbox', MAIL_PROVIDER: 'outbox' });
    expect(optedIn).toMatchObject({ PAYMENTS_PROVIDER: 'sandbox', MAIL_PROVIDER: 'outbox' });
    expect(productionWarnings(optedIn)).toEqual([
      expect.stringMatching(/^PAYMENTS_PROVIDER=sandbox: /),
      expect.stringMatching(/^MAIL_PROVIDER=outbox: /),
    ]);
    const configured = {
      ...production,
      STRIPE_SECRET_KEY: 'sk_live_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      SMTP_URL: 'smtp://mail:25',
    };
    expect(loadConfig(configured)).toMatchObject({ PAYMENTS_PROVIDER: 'stripe', MAIL_PROVIDER: 'smtp' });
    expect(productionWarnings(loadConfig(configured))).toEqual([]);
  });

  it('warns a process that leaves roles to others without the database and bus they would share', () => {
    expect(roleWarnings(loadConfig({ JWT_SECRET: SECRET }))).toEqual([]);
    expect(roleWarnings(loadConfig({ JWT_SECRET: SECRET, ROLES: 'api,realtime' }))).toEqual([
      'ROLES=api,realtime leaves worker to other processes, but the embedded database (no DATABASE_URL) serves this process alone',
      'ROLES=api,realtime leaves worker to other processes, but the in-process bus (no REDIS_URL) reaches no other process',
    ]);
    const shared = { JWT_SECRET: SECRET, DATABASE_URL: 'postgres://db/parley', REDIS_URL: 'redis://bus:6379' };
    expect(roleWarnings(loadConfig({ ...shared, ROLES: 'worker' }))).toEqual([]);
  });

  it('outside production, stands the embedded providers in for what is not configured; a named one must be configured', () => {
    const embedded = loadConfig({ JWT_SECRET: SECRET });
    expect(embedded).toMatchObject({ PAYMENTS_PROVIDER: 'sandbox', MAIL_PROVIDER: 'outbox' });
    expect(productionWarnings(embedded)).toEqual([]);
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(loadConfig({ JWT_SECRET: SECRET, ...stripe, PAYMENTS_PROVIDER: 'sandbox' }).PAYMENTS_PROVIDER).toBe('sandbox');
    const message = problems({ JWT_SECRET: SECRET, PAYMENTS_PROVIDER: 'stripe', MAIL_PROVIDER: 'smtp' });
    expect(message).toContain('PAYMENTS_PROVIDER: stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    expect(message).toContain('MAIL_PROVIDER: smtp needs SMTP_URL');
  });

  it('trusts nobody’s X-Forwarded-For by default, a hop count or proxy addresses when told, never every hop', () => {
    const trust = (value?: string) => loadConfig({ JWT_SECRET: SECRET, ...(value ? { TRUST_PROXY: value } : {}) }).TRUST_PROXY;
    expect(trust()).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('10.0.0.0/8, 192.168.1.7,fd00::/8 ,loopback')).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8', 'loopback']);
    expect(problems({ JWT_SECRET: SECRET, TRUST_PROXY: 'true' })).toMatch(/^ {2}- TRUST_PROXY: true would believe a client/m);
    expect(problems({ JWT_SECRET: SECRET, TRUST_PROXY: '10.0.0.0/33,proxy.local,10.0.0.1' })).toContain(
      'TRUST_PROXY: not an address or range: 10.0.0.0/33, proxy.local',
    );
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ JWT_SECRET: SECRET, DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('creates and keeps a local JWT secret when none is given', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'parley-cfg-'));
    try {
      const first = loadConfig({ DATA_DIR: dir }).JWT_SECRET;
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(loadConfig({ DATA_DIR: dir }).JWT_SECRET).toBe(first);
      expect((await readFile(path.join(dir, 'jwt-secret'), 'utf8')).trim()).toBe(first);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
