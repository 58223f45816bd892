import { randomToken } from './secrets.ts';
import { AppError } from '../../errors.ts';
import { AUTH_TEXTS, type SignUpCodes } from '@parley/contracts';
import type { UserRow } from '../../db/schema/index.ts';
import { identityNotConfigured, type ExternalIdentity, type IdentityPort } from '../../platform/identity/index.ts';
import * as store from './auth.store.ts';
import { present, saveUser, type AuthDeps } from './auth.service.ts';
import { startedHere } from './oidc-browser.ts';
import * as sessions from './sessions.service.ts';
import { judgeSignUpCodes } from './sign-up-codes.ts';
import { freeUsername } from './usernames.ts';

export const STATE_TTL_SECONDS = 10 * 60;

const expired = () => new AppError('IDENTITY_FAILED', 'This sign-in link has expired. Please start Google sign-in again.');

export interface GoogleDeps extends AuthDeps {
  identity: IdentityPort;
}

export async function startGoogle(
  deps: GoogleDeps,
  body: { redirect_url: string; ext: { realRedirectUrl?: string | undefined; isStudent?: boolean | undefined } },
) {
  const request = {
    redirectUrl: body.redirect_url,
    state: randomToken(24),
    nonce: randomToken(24),
    codeVerifier: randomToken(48),
  };
  const url = await deps.identity.authorizationUrl(request);
  await store.saveOidcState(deps.db, {
    ...request,
    realRedirectUrl: body.ext.realRedirectUrl ?? null,
    isStudent: body.ext.isStudent ?? true,
    expiresAt: new Date(deps.clock.now().getTime() + STATE_TTL_SECONDS * 1000),
  });
  return { url, state: request.state };
}

/**
 * Google proved the address. An account whose address was never proved may have been made with it by someone else
 * (pre-account hijack), so its password and sessions are not the owner's: both go (ADR 0077).
 */
async function linkGoogle(deps: GoogleDeps, existing: UserRow, subject: string): Promise<UserRow> {
  if (existing.isVerified) return saveUser(deps, existing.id, { googleSubject: subject });
  const row = await saveUser(deps, existing.id, { googleSubject: subject, isVerified: true, passwordHash: null });
  await sessions.endAllSessions(deps, existing.id, 'google sign-in to an unverified account');
  await deps.domain.publish('account.verified', { userId: existing.id });
  return row;
}

/**
 * A new account for a Google identity, with the codes the sign-up brought (the same as by email): a bad registration
 * code refuses before anything is made. An address Google verified is confirmed from the start, so an invitation
 * counts at once (ADR 0069).
 */
async function createGoogleAccount(
  deps: GoogleDeps,
  identity: ExternalIdentity & { email: string },
  isStudent: boolean,
  codes: SignUpCodes,
): Promise<UserRow> {
  const { registrationCode, announce } = await judgeSignUpCodes(deps, codes);
  const now = deps.clock.now();
  const row = await store.insertUser(deps.db, {
    username: await freeUsername(deps.db, identity.email.split('@')[0]),
    email: identity.email,
    googleSubject: identity.subject,
    fullName: identity.name,
    image: identity.picture,
    status: isStudent ? 'STUDENT' : 'TEACHER',
    isVerified: identity.emailVerified,
    registrationCode,
    speaking: [{ code: 'en', proficiency: 4 }],
    learning: [{ code: 'en', proficiency: 4 }],
    createdAt: now,
    updatedAt: now,
  });
  await announce(row.id);
  if (row.isVerified) await deps.domain.publish('account.verified', { userId: row.id });
  return row;
}

/**
 * Creates, links or logs in the account behind a Google identity. `binding` is the state's hash held by the browser
 * that finishes: a flow started in another browser is refused like an expired one, and its state stays usable there.
 * The sign-up codes count only for an account made here; signing into or linking an existing one ignores them.
 */
export async function finishGoogle(
  deps: GoogleDeps,
  body: { code: string; state: string } & SignUpCodes,
  binding: string | null,
) {
  // Without an issuer there is no state to find either: say what is wrong rather than "expired".
  if (deps.identity.driver === 'disabled') throw identityNotConfigured();
  if (!startedHere(binding, body.state)) throw expired();
  const saved = await store.takeOidcState(deps.db, body.state);
  if (!saved || saved.expiresAt <= deps.clock.now()) throw expired();
  const identity = await deps.identity.exchange({ ...saved, code: body.code });
  let row = await store.findUserByGoogleSubject(deps.db, identity.subject);
  let created = false;
  if (!row && identity.email) {
    const existing = await store.findUserByEmail(deps.db, identity.email);
    // Only an address the provider verified may sign into (and link) an existing account; an unverified one
    // would otherwise take it over, or (before this check) crash on the unique email index.
    if (existing && !identity.emailVerified) throw new AppError('EMAIL_TAKEN', AUTH_TEXTS.emailTaken);
    if (existing) row = await linkGoogle(deps, existing, identity.subject);
  }
  if (!row) {
    const { email } = identity;
    if (!email) throw new AppError('IDENTITY_FAILED', 'Google did not share an email address. Please sign up with your email.');
    row = await createGoogleAccount(deps, { ...identity, email }, saved.isStudent, body);
    created = true;
  }
  return {
    user: await present(deps, row),
    ...(await sessions.startSession(deps, row)),
    created,
    real_redirect_url: saved.realRedirectUrl,
  };
}
