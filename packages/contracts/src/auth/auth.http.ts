import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import * as s from './auth.schemas.ts';

export const AUTH_PREFIX = '/api/v1/sdk/auth';

/** The account calls of the spec (§7, Auth), each described once. */
export const authApi = {
  registerEmail: endpoint({ method: 'POST', path: `${AUTH_PREFIX}/register/email`, summary: 'Register with email and password', auth: 'none', body: s.registerEmailBodySchema, status: 201, response: s.authResponseSchema }),
  check: endpoint({ method: 'GET', path: `${AUTH_PREFIX}/check`, summary: 'Tell whether a username or email is taken', auth: 'none', query: s.checkQuerySchema, status: 200, response: s.checkResponseSchema }),
  friendlyUsername: endpoint({ method: 'GET', path: `${AUTH_PREFIX}/friendly_username`, summary: 'Suggest a free username', auth: 'none', status: 200, response: s.friendlyUsernameResponseSchema }),
  verifyEmail: endpoint({ method: 'POST', path: `${AUTH_PREFIX}/verify/email`, summary: 'Verify an email address with the mailed code', auth: 'none', body: s.verifyEmailBodySchema, status: 200, response: s.verifyResponseSchema }),
  resendEmail: endpoint({ method: 'POST', path: `${AUTH_PREFIX}/verify/email/resend`, summary: 'Mail a new verification code', auth: 'none', body: s.resendBodySchema, status: 200, response: s.messageSchema }),
  login: endpoint({ method: 'POST', path: `${AUTH_PREFIX}/login`, summary: 'Log in with email and password', auth: 'none', body: s.loginBodySchema, status: 200, response: s.authResponseSchema }),
  refresh: endpoint({ method: 'POST', path: `${AUTH_PREFIX}/refresh`, summary: 'Exchange a refresh token (bearer) for a new pair', auth: 'refresh', status: 200, response: s.tokenPairSchema }),
  logout: endpoint({ method: 'POST', path: `${AUTH_PREFIX}/logout`, summary: 'End this session (refresh token as bearer)', auth: 'refresh', status: 200, response: s.messageSchema }),
  me: endpoint({ method: 'GET', path: `${AUTH_PREFIX}/me`, summary: 'The signed-in user', auth: 'access', status: 200, response: s.userSchema }),
  update: endpoint({ method: 'POST', path: `${AUTH_PREFIX}/update`, summary: 'Change full name or avatar', auth: 'access', body: s.updateBodySchema, status: 200, response: s.updateResponseSchema }),
  profile: endpoint({ method: 'GET', path: `${AUTH_PREFIX}/profile/{username}`, summary: 'Public profile by username', auth: 'none', params: s.usernameParamsSchema, status: 200, response: s.publicProfileSchema }),
  profileById: endpoint({ method: 'GET', path: `${AUTH_PREFIX}/profile_id/{id}`, summary: 'Public profile by id', auth: 'none', params: s.idParamsSchema, status: 200, response: s.publicProfileSchema }),
  resetStep1: endpoint({ method: 'POST', path: `${AUTH_PREFIX}/reset/email/step1`, summary: 'Mail a password reset code', auth: 'none', body: s.resetStep1BodySchema, status: 200, response: s.messageSchema }),
  resetStep2: endpoint({ method: 'POST', path: `${AUTH_PREFIX}/reset/email/step2`, summary: 'Set a new password with the reset code', auth: 'none', body: s.resetStep2BodySchema, status: 200, response: s.messageSchema }),
  guestRegister: endpoint({ method: 'POST', path: `${AUTH_PREFIX}/guest_user/register`, summary: 'Create a guest account', auth: 'none', status: 201, response: s.authResponseSchema }),
  changeGuestToUser: endpoint({ method: 'POST', path: `${AUTH_PREFIX}/change_guest_to_user`, summary: 'Turn the guest account into a normal one, keeping its data', auth: 'access', body: s.changeGuestBodySchema, status: 200, response: s.authResponseSchema }),
  createRole: endpoint({ method: 'POST', path: `${AUTH_PREFIX}/role`, summary: 'Create a role (admins only)', auth: 'access', body: s.createRoleBodySchema, status: 201, response: s.roleSchema }),
  listRoles: endpoint({ method: 'GET', path: `${AUTH_PREFIX}/roles`, summary: 'List roles', auth: 'access', status: 200, response: z.array(s.roleSchema) }),
  deleteAccount: endpoint({ method: 'DELETE', path: `${AUTH_PREFIX}/account/delete`, summary: 'Schedule the account for erasure in 14 days', auth: 'access', body: s.deleteAccountBodySchema, status: 200, response: s.deleteAccountResponseSchema }),
  cancelDeleteAccount: endpoint({ method: 'POST', path: `${AUTH_PREFIX}/account/delete/cancel`, summary: 'Keep an account scheduled for erasure', auth: 'access', status: 200, response: s.verifyResponseSchema }),
  googleAuthorization: endpoint({ method: 'POST', path: `${AUTH_PREFIX}/register/google/get_authorization`, summary: 'Start Google sign-in (OpenID Connect)', auth: 'none', body: s.googleAuthorizationBodySchema, status: 200, response: z.object({ url: z.string() }) }),
  googleRegister: endpoint({ method: 'POST', path: `${AUTH_PREFIX}/register/google`, summary: 'Finish Google sign-up with the code from the redirect', auth: 'none', body: s.googleCodeBodySchema, status: 200, response: s.googleAuthResponseSchema }),
  googleLogin: endpoint({ method: 'POST', path: `${AUTH_PREFIX}/login/google`, summary: 'Finish Google sign-in with the code from the redirect', auth: 'none', body: s.googleCodeBodySchema, status: 200, response: s.googleAuthResponseSchema }),
} as const;

/** Calls the spec lists that no issue has asked for yet: they answer 501 with a clear message. */
export const notImplementedAuthCalls = [
  { method: 'POST', path: `${AUTH_PREFIX}/register/phone_number`, what: 'Phone number sign-up' },
  { method: 'POST', path: `${AUTH_PREFIX}/verify/phone_number`, what: 'Phone number verification' },
  { method: 'POST', path: `${AUTH_PREFIX}/verify/phone_number/resend`, what: 'Phone number verification' },
  { method: 'GET', path: `${AUTH_PREFIX}/register/facebook`, what: 'Facebook sign-up' },
  { method: 'GET', path: `${AUTH_PREFIX}/login/facebook`, what: 'Facebook sign-in' },
  { method: 'POST', path: `${AUTH_PREFIX}/sso/login`, what: 'Single sign-on' },
  { method: 'POST', path: `${AUTH_PREFIX}/sso/callback`, what: 'Single sign-on' },
  { method: 'POST', path: `${AUTH_PREFIX}/oauth2/login`, what: 'OAuth2 sign-in' },
  { method: 'POST', path: '/api/v1/extensions/socialauth/verify', what: 'Social sign-in verification' },
  { method: 'POST', path: `${AUTH_PREFIX}/sync_google_calendar`, what: 'Google Calendar sync' },
  { method: 'POST', path: `${AUTH_PREFIX}/link_google_account`, what: 'Linking a Google account' },
  { method: 'POST', path: `${AUTH_PREFIX}/refresh/rtm`, what: 'Realtime messaging tokens' },
] as const;
