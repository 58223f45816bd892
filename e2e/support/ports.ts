/** Fixed for a run so the Playwright runner, its workers and the servers agree; override by env when taken. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3310);
export const MAIL_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2626);
export const MAIL_HTTP_PORT = Number(process.env.E2E_MAIL_HTTP_PORT ?? 3311);
export const TRANSLATE_PORT = Number(process.env.E2E_TRANSLATE_PORT ?? 3312);
export const BASE_URL = `http://localhost:${E2E_PORT}`;
/** A second e2e server, whose rooms' media goes through Janus (e2e/live/janus-server.ts). */
export const JANUS_APP_PORT = Number(process.env.E2E_JANUS_APP_PORT ?? E2E_PORT + 3);
/** The e2e server's EMAIL_CODE_RESEND_INTERVAL_SECONDS: long enough to be refused within, short enough to wait out. */
export const RESEND_INTERVAL_SECONDS = 20;
