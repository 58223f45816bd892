/**
 * The mail catcher's ports for a benchmark that signs people up through e2e's helpers. Imported before those helpers
 * (ES modules run their imports in order): e2e/support/ports.ts reads these once, when it is first imported.
 */
process.env.E2E_SMTP_PORT ??= '2656';
process.env.E2E_MAIL_HTTP_PORT ??= '3341';
