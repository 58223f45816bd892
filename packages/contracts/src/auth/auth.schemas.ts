import { z } from 'zod';
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
  resendTooSoon: 'Please wait a minute before asking for another code',
  resetSent: 'If an account exists for this email, we sent a code to it',
  passwordChanged: 'Your password has been changed',
  alreadyVerified: 'This email is already verified',
  sessionExpired: 'Your session has expired. Please log in again',
  loginRequired: 'You have to login first',
  deletionScheduled: 'Your account will be deleted in 14 days',
  deletionCancelled: 'Your account will not be deleted',
  notGuest: 'This account is not a guest account',
  emailVerified: 'Your email is verified',
} as const;

export const emailSchema = z
  .string({ error: AUTH_TEXTS.emailRequired })
  .trim()
  .min(1, AUTH_TEXTS.emailRequired)
  .pipe(z.email({ error: AUTH_TEXTS.emailInvalid }));

export const usernameSchema = z
  .string()
  .trim()
  .min(USERNAME_MIN, AUTH_TEXTS.usernameLength)
  .max(USERNAME_MAX, AUTH_TEXTS.usernameLength)
  .regex(USERNAME_PATTERN, AUTH_TEXTS.usernameChars);

export const newPasswordSchema = z
  .string({ error: AUTH_TEXTS.passwordRequired })
  .min(PASSWORD_MIN, AUTH_TEXTS.passwordTooShort)
  .max(256);

export const userStatusSchema = z.enum(USER_STATUSES, { error: AUTH_TEXTS.statusRequired });
export const planSchema = z.enum(PLANS);

export const languageLevelSchema = z.object({
  code: z.string(),
  proficiency: z.number().int().min(1).max(4),
});

export const addressSchema = z.object({
  country: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  address: z.string().nullable(),
  zip_code: z.string().nullable(),
});

export const teacherProfileSchema = z.object({
  bio: z.string().nullable(),
  experience: z.string().nullable(),
  tags: z.array(z.string()),
  teaching_style: z.string().nullable(),
  video_link: z.string().nullable(),
  price_per_hour: z.number().nullable(),
  is_partner: z.boolean(),
});

/** The User entity as the spec lists it; the password and its hash never leave the server. */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  bio: z.string().nullable(),
  image: z.string().nullable(),
  full_name: z.string().nullable(),
  display_name: z.string().nullable(),
  country: z.string().nullable(),
  pronouns: z.number().int().nullable(),
  date_of_birth: z.string().nullable(),
  learning: z.array(languageLevelSchema),
  speaking: z.array(languageLevelSchema),
  address: addressSchema.nullable(),
  status: userStatusSchema,
  profile: teacherProfileSchema.nullable(),
  plan: planSchema,
  is_company: z.boolean(),
  completed_onboarding: z.boolean(),
  registration_code: z.string().nullable(),
  promotion_code: z.string().nullable(),
  accent: z.string().nullable(),
  voice_gender: z.string().nullable(),
  about_me: z.string().nullable(),
  group_settings: groupSettingsSchema.nullable(),
  is_verified: z.boolean(),
  is_guest: z.boolean(),
  roles: z.array(z.string()),
  deletion_scheduled_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});
export type User = z.infer<typeof userSchema>;

export const publicProfileSchema = userSchema.pick({
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

export const authResponseSchema = tokenPairSchema.extend({ user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const messageSchema = z.object({ message: z.string() });

export const registerEmailBodySchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  status: userStatusSchema,
  bio: z.string().trim().max(BIO_MAX, AUTH_TEXTS.bioTooLong).optional(),
  full_name: z.string().trim().max(100).optional(),
});
export type RegisterEmailBody = z.infer<typeof registerEmailBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string({ error: AUTH_TEXTS.passwordRequired }).min(1, AUTH_TEXTS.passwordRequired),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const codeSchema = z
  .string({ error: AUTH_TEXTS.codeRequired })
  .trim()
  .min(1, AUTH_TEXTS.codeRequired)
  .regex(new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`), AUTH_TEXTS.codeFormat);

/** "There is no Email!" covers a missing, empty or malformed address on the verify page. */
const verifyEmailSchema = z
  .string({ error: AUTH_TEXTS.noEmail })
  .trim()
  .min(1, AUTH_TEXTS.noEmail)
  .pipe(z.email({ error: AUTH_TEXTS.noEmail }));

export const verifyEmailBodySchema = z.object({ email: verifyEmailSchema, code: codeSchema });
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;

export const resendBodySchema = z.object({ email: verifyEmailSchema });

export const checkQuerySchema = z.object({
  username: z.string().optional(),
  email: z.string().optional(),
});
export const checkResponseSchema = z.object({
  username_taken: z.boolean().nullable(),
  email_taken: z.boolean().nullable(),
});

export const updateResponseSchema = z.object({ user: userSchema, message: z.string() });

export const resetStep1BodySchema = z.object({ email: emailSchema });
export const resetStep2BodySchema = z.object({
  email: emailSchema,
  code: codeSchema,
  password: newPasswordSchema,
});

export const changeGuestBodySchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});

export const roleSchema = z.object({ id: z.number().int(), name: z.string(), description: z.string().nullable() });
export const createRoleBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(2)
    .max(40)
    .regex(/^[a-z][a-z0-9_]*$/, 'Use lower-case letters, digits and _'),
  description: z.string().trim().max(200).optional(),
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
  ext: z.object({ realRedirectUrl: z.string().max(2048).optional(), isStudent: z.boolean().optional() }),
});
export const googleCodeBodySchema = z.object({ code: z.string().min(1), state: z.string().min(1) });
export const googleAuthResponseSchema = authResponseSchema.extend({
  created: z.boolean(),
  real_redirect_url: z.string().nullable(),
});

export const friendlyUsernameResponseSchema = z.object({ username: z.string() });
export const verifyResponseSchema = z.object({ user: userSchema, message: z.string() });
export const usernameParamsSchema = z.object({ username: z.string().min(1).max(60) });
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });
