import { INVITE_CODE_MAX } from '../referrals/referrals.constants.ts';
import * as z from 'zod/mini';
import { rowIdParamSchema } from '../common/ids.ts';
import { REGISTRATION_CODE_MAX } from '../company/registration-code.ts';
import { AFFILIATE_CODE_MAX } from '../affiliates/affiliates.constants.ts';
import {
  BIO_MAX,
  EMAIL_CODE_LENGTH,
  PASSWORD_MIN,
  PLANS,
  USER_STATUSES,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from '../common/constants.ts';
import { groupSettingsSchema } from '../profile/profile.schemas.ts';

export const AUTH_TEXTS = {
  statusRequired: 'You must choose a status',
  emailInvalid: 'Please enter a valid email address',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters`,
  passwordTooCommon: 'This password is one of the most common. Please choose one that is harder to guess',
  passwordsMustMatch: 'Passwords must match',
  usernameLength: `Username must be ${USERNAME_MIN} to ${USERNAME_MAX} characters`,
  usernameChars: 'Username may only use letters, digits, _ and .',
  bioTooLong: `Bio must be at most ${BIO_MAX} characters`,
  noEmail: 'There is no Email!',
  codeRequired: 'Code is required',
  codeFormat: `The code has ${EMAIL_CODE_LENGTH} digits`,
  confirmDelete: 'You need to confirm that you want to delete your account',
  profileUpdated: 'profile updated successfully',
  invalidCredentials: 'Incorrect email or password',
  usernameTaken: 'This username is already taken',
  emailTaken: 'An account with this email already exists',
  codeInvalid: 'This code is not correct',
  codeExpired: 'This code has expired. Please ask for a new one',
  codeExhausted: 'Too many wrong tries. Please ask for a new code',
  codeSent: 'We sent a new code to your email',
  codesLocked: 'Too many wrong codes were tried for this account. For your safety, codes are locked for up to 24 hours',
  resendTooSoon: 'Please wait a minute before asking for another code',
  resetSent: 'If an account exists for this email, we sent a code to it',
  passwordChanged: 'Your password has been changed',
  currentPasswordWrong: 'Your current password is not correct',
  guestHasNoPassword: 'Guest accounts have no password: create your account first',
  otherSessionsEnded: 'Your password has been changed. You are signed out everywhere else',
  sessionExpired: 'Your session has expired. Please log in again',
  loginRequired: 'You have to login first',
  deletionScheduled: 'Your account will be deleted in 14 days',
  deletionCancelled: 'Your account will not be deleted',
  notGuest: 'This account is not a guest account',
  emailVerified: 'Your email is verified',
  serverBusy: 'Too many people are signing in right now. Please try again in a moment',
  accountDisabled: 'This account has been disabled. If you think this is a mistake, please write to us',
} as const;

export const emailSchema = z.pipe(
  z.string({ error: AUTH_TEXTS.emailRequired }).check(z.trim(), z.minLength(1, AUTH_TEXTS.emailRequired)),
  z.email({ error: AUTH_TEXTS.emailInvalid }),
);

export const usernameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(USERNAME_MIN, AUTH_TEXTS.usernameLength),
    z.maxLength(USERNAME_MAX, AUTH_TEXTS.usernameLength),
    z.regex(USERNAME_PATTERN, AUTH_TEXTS.usernameChars),
  );

export const newPasswordSchema = z
  .string({ error: AUTH_TEXTS.passwordRequired })
  .check(z.minLength(PASSWORD_MIN, AUTH_TEXTS.passwordTooShort), z.maxLength(256));

export const userStatusSchema = z.enum(USER_STATUSES, { error: AUTH_TEXTS.statusRequired });
export const planSchema = z.enum(PLANS);

export const languageLevelSchema = z.object({
  code: z.string(),
  proficiency: z.int().check(z.gte(1), z.lte(4)),
});

export const addressSchema = z.object({
  country: z.nullable(z.string()),
  city: z.nullable(z.string()),
  state: z.nullable(z.string()),
  address: z.nullable(z.string()),
  zip_code: z.nullable(z.string()),
});

export const teacherProfileSchema = z.object({
  bio: z.nullable(z.string()),
  experience: z.nullable(z.string()),
  tags: z.array(z.string()),
  teaching_style: z.nullable(z.string()),
  video_link: z.nullable(z.string()),
  price_per_hour: z.nullable(z.number()),
  is_partner: z.boolean(),
});

/** The User entity as the spec lists it; the password and its hash never leave the server. */
export const userSchema = z.object({
  id: z.int(),
  username: z.string(),
  email: z.nullable(z.string()),
  bio: z.nullable(z.string()),
  image: z.nullable(z.string()),
  full_name: z.nullable(z.string()),
  display_name: z.nullable(z.string()),
  country: z.nullable(z.string()),
  pronouns: z.nullable(z.int()),
  date_of_birth: z.nullable(z.string()),
  learning: z.array(languageLevelSchema),
  speaking: z.array(languageLevelSchema),
  address: z.nullable(addressSchema),
  status: userStatusSchema,
  profile: z.nullable(teacherProfileSchema),
  plan: planSchema,
  is_company: z.boolean(),
  completed_onboarding: z.boolean(),
  registration_code: z.nullable(z.string()),
  promotion_code: z.nullable(z.string()),
  accent: z.nullable(z.string()),
  voice_gender: z.nullable(z.string()),
  about_me: z.nullable(z.string()),
  group_settings: z.nullable(groupSettingsSchema),
  is_verified: z.boolean(),
  is_guest: z.boolean(),
  roles: z.array(z.string()),
  /** Declared TEACHER and waiting for an admin's approval: a learner's limits apply until then (ADR 0070). */
  teacher_approval_pending: z.boolean(),
  deletion_scheduled_at: z.nullable(z.iso.datetime()),
  created_at: z.iso.datetime(),
});
export type User = z.infer<typeof userSchema>;

export const publicProfileSchema = z.pick(userSchema, {
  id: true,
  username: true,
  bio: true,
  image: true,
  full_name: true,
  display_name: true,
  country: true,
  learning: true,
  speaking: true,
  status: true,
  profile: true,
  about_me: true,
  created_at: true,
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const tokenSchema = z.object({ token: z.string(), expiration_time: z.iso.datetime() });
export type Token = z.infer<typeof tokenSchema>;

export const tokenPairSchema = z.object({ access_token: tokenSchema, refresh_token: tokenSchema });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const authResponseSchema = z.extend(tokenPairSchema, { user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const messageSchema = z.object({ message: z.string() });

/** What a person may bring to a sign-up, by email or with Google: who sent them and the code they were given. */
export const signUpCodesSchema = z.object({
  /** The code of the invitation link the person came by; an unknown one is ignored (ADR 0069). */
  invite_code: z.optional(z.string().check(z.trim(), z.maxLength(INVITE_CODE_MAX))),
  /** An organisation's join code (ADR 0072): the new account takes one of its seats; an unknown code is refused. */
  registration_code: z.optional(z.string().check(z.trim(), z.toUpperCase(), z.maxLength(REGISTRATION_CODE_MAX))),
  /** The tracked link's code this browser came by within its window (ADR 0076); one not an affiliate's is ignored. */
  affiliate_code: z.optional(z.string().check(z.trim(), z.maxLength(AFFILIATE_CODE_MAX))),
});
export type SignUpCodes = z.infer<typeof signUpCodesSchema>;

export const registerEmailBodySchema = z.extend(
  z.object({
    username: usernameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    status: userStatusSchema,
    bio: z.optional(z.string().check(z.trim(), z.maxLength(BIO_MAX, AUTH_TEXTS.bioTooLong))),
    full_name: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  }),
  signUpCodesSchema.shape,
);
export type RegisterEmailBody = z.infer<typeof registerEmailBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string({ error: AUTH_TEXTS.passwordRequired }).check(z.minLength(1, AUTH_TEXTS.passwordRequired)),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const codeSchema = z
  .string({ error: AUTH_TEXTS.codeRequired })
  .check(
    z.trim(),
    z.minLength(1, AUTH_TEXTS.codeRequired),
    z.regex(new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`), AUTH_TEXTS.codeFormat),
  );

/** "There is no Email!" covers a missing, empty or malformed address on the verify page. */
const verifyEmailSchema = z.pipe(
  z.string({ error: AUTH_TEXTS.noEmail }).check(z.trim(), z.minLength(1, AUTH_TEXTS.noEmail)),
  z.email({ error: AUTH_TEXTS.noEmail }),
);

export const verifyEmailBodySchema = z.object({ email: verifyEmailSchema, code: codeSchema });
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;

export const resendBodySchema = z.object({ email: verifyEmailSchema });

export const checkQuerySchema = z.object({
  username: z.optional(z.string()),
  email: z.optional(z.string()),
});
export const checkResponseSchema = z.object({
  username_taken: z.nullable(z.boolean()),
  email_taken: z.nullable(z.boolean()),
});

export const updateResponseSchema = z.object({ user: userSchema, message: z.string() });

export const resetStep1BodySchema = z.object({ email: emailSchema });
export const resetStep2BodySchema = z.object({
  email: emailSchema,
  code: codeSchema,
  password: newPasswordSchema,
});

/**
 * Changing the password while signed in (issue 21 §4): the current one, unless the account has none yet (made with
 * Google), and the new one (typed twice in the form).
 */
export const changePasswordBodySchema = z.object({
  current_password: z.optional(z.string().check(z.maxLength(256))),
  new_password: newPasswordSchema,
});

export const changeGuestBodySchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});

export const roleSchema = z.object({ id: z.int(), name: z.string(), description: z.nullable(z.string()) });
export const createRoleBodySchema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(2), z.maxLength(40), z.regex(/^[a-z][a-z0-9_]*$/, 'Use lower-case letters, digits and _')),
  description: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});

/** A missing body (no checkbox sent at all) gets the same text as an unticked one. */
export const deleteAccountBodySchema = z.object(
  { confirm: z.literal(true, { error: AUTH_TEXTS.confirmDelete }) },
  { error: AUTH_TEXTS.confirmDelete },
);
export const deleteAccountResponseSchema = z.object({
  message: z.string(),
  deletion_scheduled_at: z.iso.datetime(),
});

export const googleAuthorizationBodySchema = z.object({
  redirect_url: z.url(),
  ext: z.object({ realRedirectUrl: z.optional(z.string().check(z.maxLength(2048))), isStudent: z.optional(z.boolean()) }),
});
export const googleCodeBodySchema = z.object({ code: z.string().check(z.minLength(1)), state: z.string().check(z.minLength(1)) });
/** A Google sign-up carries the codes an email sign-up does; they apply only when the account is made there. */
export const googleRegisterBodySchema = z.extend(googleCodeBodySchema, signUpCodesSchema.shape);
export const googleAuthResponseSchema = z.extend(authResponseSchema, {
  created: z.boolean(),
  real_redirect_url: z.nullable(z.string()),
});

export const friendlyUsernameResponseSchema = z.object({ username: z.string() });
export const verifyResponseSchema = z.object({ user: userSchema, message: z.string() });
export const usernameParamsSchema = z.object({ username: z.string().check(z.minLength(1), z.maxLength(60)) });
export const idParamsSchema = z.object({ id: rowIdParamSchema });
