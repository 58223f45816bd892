import { MAIL_SMTP_PORT, RESEND_INTERVAL_SECONDS, TRANSLATE_PORT } from './ports.ts';

/**
 * The e2e server's environment (`npm start` with the browser tests' build), for the one Playwright starts and for a
 * spec that starts one of its own (the Janus room, e2e/live/janus-server.ts): on `port`, its database in `dataDir`.
 */
export function appServerEnv(port: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    WEB_BUILD: 'e2e',
    SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    AUTH_RATE_LIMIT_PER_IP: '10000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
    TRANSLATE_URL: `http://127.0.0.1:${TRANSLATE_PORT}`,
    EMAIL_CODE_RESEND_INTERVAL_SECONDS: String(RESEND_INTERVAL_SECONDS),
    // 40 s rounds and a 1 s scheduler tick, so a rotation test sees the next round come by itself without idling
    // through a minute; still above the 30 s that pairing once took to show on a loaded machine, by which time the
    // recording test's partners must have asked for their "+2 min".
    ROUND_LENGTH_MS: '40000',
    ROTATION_TICK_MS: '1000',
    // Games' rounds and pauses long enough for a test that plays a turn with three browsers on a slow, busy
    // machine (the Pictionary test's latecomer spent a minute entering and speaking, and its three pages had not
    // all shown the word before an 8 s pause ended); the tests move the games on themselves.
    ACTIVITY_ROUND_SECONDS: '600',
    ACTIVITY_BREAK_SECONDS: '60',
    // One speech decoder: a feedback job then leaves a core to the browsers of the tests running beside it.
    POCKETSPHINX_DECODERS: '1',
  };
}
