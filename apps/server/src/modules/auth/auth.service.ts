import {
  ACCOUNT_DELETION_GRACE_DAYS,
  AUTH_TEXTS,
  PROFILE_TEXTS,
  type AuthResponse,
  type RegisterEmailBody,
  type TeacherProfileBody,
  type UpdateBody,
  type User,
} from '@parley/contracts';
import type { Address, TeacherProfile, UserRow } from '../../db/schema/index.ts';
import { AppError, badRequest, forbidden, notFound, unauthorized } from '../../errors.ts';
import type { MailPort } from '../../platform/mail/port.ts';
import type { RegistrationCodes } from '../../plugins/registration-codes.ts';
import { deletionScheduledMail, resetMail, verificationMail } from './auth.mails.ts';
import { presentUser } from '../../shared/present-user.ts';
import * as store from './auth.store.ts';
import { assertUncommonPassword } from './common-passwords.ts';
import * as codes from './email-codes.service.ts';
import type { PasswordHasher } from './passwords.ts';
import * as sessions from './sessions.service.ts';
import { judgeSignUpCodes } from './sign-up-codes.ts';
import { purgeSessions } from './sessions.store.ts';
import { isUniqueViolation } from '../../shared/unique-violation.ts';

export interface AuthDeps extends sessions.SessionDeps {
  mail: MailPort;
  publicUrl: string;
  resendIntervalSeconds: number;
  registrationCodes: RegistrationCodes;
  passwords: PasswordHasher;
}

const conflict = (field: 'username' | 'email') =>
  new AppError(
    field === 'username' ? 'USERNAME_TAKEN' : 'EMAIL_TAKEN',
    field === 'username' ? AUTH_TEXTS.usernameTaken : AUTH_TEXTS.emailTaken,
    {
      issues: [{ loc: ['body', field], msg: field === 'username' ? AUTH_TEXTS.usernameTaken : AUTH_TEXTS.emailTaken }],
    },
  );

/** Every change to a user row goes through here, so cached callers on every instance see it. */
export async function saveUser(deps: AuthDeps, id: number, values: Partial<UserRow>): Promise<UserRow> {
  const row = await store.updateUser(deps.db, id, values, deps.clock.now());
  await deps.domain.publish('auth.changed', { userId: id });
  return row;
}

export const displayName = (row: UserRow) => row.fullName || row.username;
const codeOwner = (row: UserRow): codes.CodeOwner => ({ id: row.id, email: row.email, name: displayName(row) });

export async function present(deps: AuthDeps, row: UserRow): Promise<User> {
  return presentUser(row, await store.rolesOf(deps.db, row.id));
}

async function withSession(deps: AuthDeps, row: UserRow): Promise<AuthResponse> {
  return { user: await present(deps, row), ...(await sessions.startSession(deps, row)) };
}

async function assertFree(deps: AuthDeps, username: string, email: string, exceptId?: number) {
  const [byName, byEmail] = await Promise.all([
    store.findUserByUsername(deps.db, username),
    store.findUserByEmail(deps.db, email),
  ]);
  if (byName && byName.id !== exceptId) throw conflict('username');
  if (byEmail && byEmail.id !== exceptId) throw conflict('email');
}

/** Unique indexes are the last word when two sign-ups race for one name. */
async function guardUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const violated = isUniqueViolation(err);
    if (violated) throw conflict(violated.includes('email') ? 'email' : 'username');
    throw err;
  }
}

export async function sendVerification(deps: AuthDeps, row: UserRow, throttle: boolean) {
  if (!row.email) return;
  const code = await codes.issueCode(deps, row.id, 'verify', { throttle });
  await deps.mail.send(verificationMail(row.email, displayName(row), code, deps.publicUrl));
}

export async function registerEmail(deps: AuthDeps, body: RegisterEmailBody): Promise<AuthResponse> {
  assertUncommonPassword(body.password, 'password');
  await assertFree(deps, body.username, body.email);
  const { registrationCode, announce } = await judgeSignUpCodes(deps, body);
  const passwordHash = await deps.passwords.hash(body.password);
  const row = await guardUnique(() =>
    store.insertUser(deps.db, {
      username: body.username,
      email: body.email,
      passwordHash,
      status: body.status,
      bio: body.bio || null,
      fullName: body.full_name || null,
      registrationCode,
      speaking: [{ code: 'en', proficiency: 4 }],
      learning: [{ code: 'en', proficiency: 4 }],
      createdAt: deps.clock.now(),
      updatedAt: deps.clock.now(),
    }),
  );
  await announce(row.id);
  await sendVerification(deps, row, false);
  return withSession(deps, row);
}

export async function check(deps: AuthDeps, q: { username?: string | undefined; email?: string | undefined }) {
  const [byName, byEmail] = await Promise.all([
    q.username ? store.findUserByUsername(deps.db, q.username.trim()) : undefined,
    q.email ? store.findUserByEmail(deps.db, q.email.trim()) : undefined,
  ]);
  return { username_taken: q.username ? Boolean(byName) : null, email_taken: q.email ? Boolean(byEmail) : null };
}

export async function verifyEmail(deps: AuthDeps, email: string, code: string) {
  const row = await store.findUserByEmail(deps.db, email);
  // A verified address answers as an unknown one: neither tells whether the account exists.
  if (!row || row.isVerified) throw badRequest('CODE_INVALID', AUTH_TEXTS.codeInvalid, 'code');
  await codes.consume(deps, codeOwner(row), 'verify', code);
  const verified = await saveUser(deps, row.id, { isVerified: true });
  await deps.domain.publish('account.verified', { userId: row.id });
  return { user: await present(deps, verified), message: AUTH_TEXTS.emailVerified };
}

export async function resendVerification(deps: AuthDeps, email: string) {
  const row = await store.findUserByEmail(deps.db, email);
  // Unknown and verified addresses get the same answer and no mail.
  if (row && !row.isVerified) await sendVerification(deps, row, true);
  return { message: AUTH_TEXTS.codeSent };
}

export async function login(deps: AuthDeps, email: string, password: string): Promise<AuthResponse> {
  const row = await store.findUserByEmail(deps.db, email);
  const ok = await deps.passwords.verify(row?.passwordHash ?? null, password);
  if (!row || !ok) throw unauthorized(AUTH_TEXTS.invalidCredentials, 'INVALID_CREDENTIALS');
  return withSession(deps, row);
}

/** The app's today as YYYY-MM-DD (UTC), so a date of birth is judged by the same clock everywhere. */
const todayOf = (deps: AuthDeps) => deps.clock.now().toISOString().slice(0, 10);

const EMPTY_TEACHER_PROFILE: TeacherProfile = {
  bio: null,
  experience: null,
  tags: [],
  teaching_style: null,
  video_link: null,
  price_per_hour: null,
  is_partner: false,
};

/** A teacher's teaching profile with the fields sent changed (kept when left out); a student has none to change. */
export async function saveTeachingProfile(deps: AuthDeps, row: UserRow, body: TeacherProfileBody) {
  if (row.status !== 'TEACHER') throw forbidden(PROFILE_TEXTS.teachersOnlyProfile);
  const sent = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  const updated = await saveUser(deps, row.id, { profile: { ...(row.profile ?? EMPTY_TEACHER_PROFILE), ...sent } });
  return { user: await present(deps, updated), message: AUTH_TEXTS.profileUpdated };
}

/** The settings pages' one call: absent fields stay, a sent address is merged into the stored one. */
export async function updateProfile(deps: AuthDeps, row: UserRow, body: UpdateBody) {
  if (body.date_of_birth && body.date_of_birth > todayOf(deps)) {
    throw badRequest('VALIDATION_ERROR', PROFILE_TEXTS.dateOfBirthInvalid, 'date_of_birth');
  }
  const values: Partial<UserRow> = {};
  if (body.full_name !== undefined) values.fullName = body.full_name || null;
  if (body.image !== undefined) values.image = body.image;
  if (body.display_name !== undefined) values.displayName = body.display_name;
  if (body.country !== undefined) values.country = body.country;
  if (body.pronouns !== undefined) values.pronouns = body.pronouns;
  if (body.date_of_birth !== undefined) values.dateOfBirth = body.date_of_birth;
  if (body.about_me !== undefined) values.aboutMe = body.about_me;
  if (body.speaking !== undefined) values.speaking = body.speaking;
  if (body.learning !== undefined) values.learning = body.learning;
  if (body.group_settings !== undefined) values.groupSettings = body.group_settings;
  if (body.address !== undefined) values.address = body.address && mergeAddress(row.address, body.address);
  const updated = await saveUser(deps, row.id, values);
  return { user: await present(deps, updated), message: AUTH_TEXTS.profileUpdated };
}

function mergeAddress(stored: Address | null, sent: NonNullable<UpdateBody['address']>): Address {
  const base: Address = stored ?? { country: null, city: null, state: null, address: null, zip_code: null };
  const merged = { ...base };
  for (const key of ['country', 'city', 'state', 'address', 'zip_code'] as const) {
    const value = sent[key];
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}

export async function publicProfile(deps: AuthDeps, by: { username: string } | { id: number }) {
  const row = 'id' in by ? await store.findUserById(deps.db, by.id) : await store.findUserByUsername(deps.db, by.username);
  if (!row || row.deletionScheduledAt || row.isGuest) throw notFound('This user does not exist');
  return row;
}

export async function startReset(deps: AuthDeps, email: string) {
  const row = await store.findUserByEmail(deps.db, email);
  // Same answer whether or not the account exists, and a quiet skip when asked twice within a minute.
  if (row?.email && (await codes.resendWait(deps, row.id, 'reset')) === 0) {
    const code = await codes.issueCode(deps, row.id, 'reset', { throttle: false });
    await deps.mail.send(resetMail(row.email, displayName(row), code, deps.publicUrl));
  }
  return { message: AUTH_TEXTS.resetSent };
}

export async function finishReset(deps: AuthDeps, body: { email: string; code: string; password: string }) {
  // Before the code is judged: a refused password does not spend it.
  assertUncommonPassword(body.password, 'password');
  const row = await store.findUserByEmail(deps.db, body.email);
  if (!row) throw badRequest('CODE_INVALID', AUTH_TEXTS.codeInvalid, 'code');
  await codes.consume(deps, codeOwner(row), 'reset', body.code);
  // The code proves the mailbox, so the address counts as verified too.
  await saveUser(deps, row.id, { passwordHash: await deps.passwords.hash(body.password), isVerified: true });
  if (!row.isVerified) await deps.domain.publish('account.verified', { userId: row.id });
  await sessions.endAllSessions(deps, row.id, 'password reset');
  return { message: AUTH_TEXTS.passwordChanged };
}

/**
 * A signed-in member changes their password: the current one must match (an account made with Google has none and
 * sets one). Every other session ends; this one stays, so the member is not sent back to the login page.
 */
export async function changePassword(
  deps: AuthDeps,
  row: UserRow,
  sessionId: string,
  body: { current_password?: string | undefined; new_password: string },
) {
  if (row.isGuest) throw forbidden(AUTH_TEXTS.guestHasNoPassword);
  assertUncommonPassword(body.new_password, 'new_password');
  if (row.passwordHash && !(await deps.passwords.verify(row.passwordHash, body.current_password ?? '')))
    throw badRequest('VALIDATION_ERROR', AUTH_TEXTS.currentPasswordWrong, 'current_password');
  await saveUser(deps, row.id, { passwordHash: await deps.passwords.hash(body.new_password) });
  await sessions.endOtherSessions(deps, row.id, sessionId, 'password changed');
  return { message: AUTH_TEXTS.otherSessionsEnded };
}

export async function registerGuest(deps: AuthDeps, username: string): Promise<AuthResponse> {
  const now = deps.clock.now();
  const row = await store.insertUser(deps.db, {
    username,
    isGuest: true,
    status: 'STUDENT',
    speaking: [{ code: 'en', proficiency: 4 }],
    learning: [{ code: 'en', proficiency: 4 }],
    createdAt: now,
    updatedAt: now,
  });
  return withSession(deps, row);
}

export async function convertGuest(
  deps: AuthDeps,
  row: UserRow,
  sessionId: string,
  body: { username: string; email: string; password: string },
): Promise<AuthResponse> {
  if (!row.isGuest) throw badRequest('NOT_A_GUEST', AUTH_TEXTS.notGuest);
  assertUncommonPassword(body.password, 'password');
  await assertFree(deps, body.username, body.email, row.id);
  const passwordHash = await deps.passwords.hash(body.password);
  const converted = await guardUnique(() =>
    saveUser(deps, row.id, { username: body.username, email: body.email, passwordHash, isGuest: false, isVerified: false }),
  );
  await sendVerification(deps, converted, false);
  return { user: await present(deps, converted), ...(await sessions.reissue(deps, converted.id, sessionId)) };
}

export async function createRole(deps: AuthDeps, callerRoles: string[], name: string, description: string | null) {
  if (!callerRoles.includes('admin')) throw forbidden('Only administrators can create roles');
  const role = await store.insertRole(deps.db, name, description);
  if (!role)
    throw new AppError('CONFLICT', `The role "${name}" already exists`, {
      issues: [{ loc: ['body', 'name'], msg: 'This role already exists' }],
    });
  return role;
}

export async function scheduleDeletion(deps: AuthDeps, row: UserRow) {
  const when = new Date(deps.clock.now().getTime() + ACCOUNT_DELETION_GRACE_DAYS * 24 * 3600 * 1000);
  await saveUser(deps, row.id, { deletionScheduledAt: when });
  await sessions.endAllSessions(deps, row.id, 'account deletion');
  if (row.email) await deps.mail.send(deletionScheduledMail(row.email, displayName(row), when, deps.publicUrl));
  return { message: AUTH_TEXTS.deletionScheduled, deletion_scheduled_at: when.toISOString() };
}

export async function cancelDeletion(deps: AuthDeps, row: UserRow) {
  const kept = await saveUser(deps, row.id, { deletionScheduledAt: null });
  return { user: await present(deps, kept), message: AUTH_TEXTS.deletionCancelled };
}

const KEEP_ENDED_MS = 30 * 24 * 3600 * 1000;
const KEEP_CODES_MS = 24 * 3600 * 1000;

/** The housekeeping job: what can no longer be used is deleted, so these tables do not grow forever. */
export async function purgeExpired(deps: Pick<AuthDeps, 'db' | 'clock'>): Promise<void> {
  const now = deps.clock.now();
  await purgeSessions(deps.db, now, new Date(now.getTime() - KEEP_ENDED_MS));
  await store.purgeCodesAndStates(deps.db, now, new Date(now.getTime() - KEEP_CODES_MS));
}
