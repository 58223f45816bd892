import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** What an OpenID Connect sign-in started with, looked up again when the provider redirects back. */
export const oidcStates = pgTable('oidc_states', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  redirectUrl: text('redirect_url').notNull(),
  realRedirectUrl: text('real_redirect_url'),
  isStudent: boolean('is_student').notNull().default(true),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});
