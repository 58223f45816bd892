import { authApi, AUTH_TEXTS, teachingProfileApi } from '@parley/contracts';
import { unauthorized } from '../../errors.ts';
import { bearerToken } from '../../plugins/auth.ts';
import type { Caller } from '../../plugins/authenticator.ts';
import type { Route } from '../../plugins/router.ts';
import { SerializedAnswer } from '../../plugins/serialized-answer.ts';
import { presentUser } from '../../shared/present-user.ts';
import { presentPublicProfile } from './auth.presenter.ts';
import * as auth from './auth.service.ts';
import * as google from './google.service.ts';
import { bindToBrowser, browserBinding, unbindBrowser } from './oidc-browser.ts';
import * as sessions from './sessions.service.ts';
import { listRoles } from './auth.store.ts';
import { freeUsername } from './usernames.ts';

const byEmail = (body: { email: string }) => body.email.toLowerCase();

function refreshBearer(request: Parameters<typeof bearerToken>[0]): string {
  const token = bearerToken(request);
  if (!token) throw unauthorized(AUTH_TEXTS.loginRequired);
  return token;
}

export function authRoutes(route: Route, deps: google.GoogleDeps) {
  route(authApi.registerEmail, ({ body }) => auth.registerEmail(deps, body), { limitPerIp: true, limitPerAccount: byEmail });
  route(authApi.check, ({ query }) => auth.check(deps, query), { limitPerIp: true, limitPerSession: true });
  route(authApi.friendlyUsername, async () => ({ username: await freeUsername(deps.db) }));
  route(authApi.verifyEmail, ({ body }) => auth.verifyEmail(deps, body.email, body.code), {
    limitPerIp: true,
    limitPerAccount: byEmail,
  });
  route(authApi.resendEmail, ({ body }) => auth.resendVerification(deps, body.email), {
    limitPerIp: true,
    limitPerAccount: byEmail,
  });
  route(authApi.login, ({ body }) => auth.login(deps, body.email, body.password), { limitPerIp: true, limitPerAccount: byEmail });
  route(authApi.refresh, ({ request }) => sessions.rotate(deps, refreshBearer(request)), { limitPerIp: true });
  route(authApi.logout, async ({ request }) => {
    await sessions.endSessionByRefresh(deps, refreshBearer(request));
    return { message: 'You are logged out' };
  });
  // The cached caller's row is replaced whenever the user or their roles change, so its answer can be kept with it.
  const meAnswers = new WeakMap<Caller['user'], SerializedAnswer<typeof authApi.me>>();
  route(authApi.me, async ({ user, roles }) => {
    let answer = meAnswers.get(user);
    if (!answer) meAnswers.set(user, (answer = SerializedAnswer.of(authApi.me, presentUser(user, roles))));
    return answer;
  });
  route(authApi.update, ({ user, body }) => auth.updateProfile(deps, user, body));
  route(teachingProfileApi.save, ({ user, body }) => auth.saveTeachingProfile(deps, user, body));
  route(authApi.profile, async ({ params }) =>
    presentPublicProfile(await auth.publicProfile(deps, { username: params.username })),
  );
  route(authApi.profileById, async ({ params }) => presentPublicProfile(await auth.publicProfile(deps, { id: params.id })));
  route(authApi.resetStep1, ({ body }) => auth.startReset(deps, body.email), { limitPerIp: true, limitPerAccount: byEmail });
  route(authApi.resetStep2, ({ body }) => auth.finishReset(deps, body), { limitPerIp: true, limitPerAccount: byEmail });
  route(
    authApi.guestRegister,
    async () => auth.registerGuest(deps, await freeUsername(deps.db, `guest_${Date.now().toString(36)}`)),
    { limitPerIp: true },
  );
  route(authApi.changePassword, ({ user, sessionId, body }) => auth.changePassword(deps, user, sessionId, body), {
    limitPerIp: true,
  });
  route(authApi.changeGuestToUser, ({ user, sessionId, body }) => auth.convertGuest(deps, user, sessionId, body), {
    limitPerAccount: byEmail,
  });
  route(authApi.createRole, ({ roles, body }) => auth.createRole(deps, roles, body.name, body.description ?? null));
  route(authApi.listRoles, () => listRoles(deps.db));
  route(authApi.deleteAccount, ({ user }) => auth.scheduleDeletion(deps, user));
  route(authApi.cancelDeleteAccount, ({ user }) => auth.cancelDeletion(deps, user));
  const secureCookies = deps.publicUrl.startsWith('https:');
  route(
    authApi.googleAuthorization,
    async ({ body, reply }) => {
      const { url, state } = await google.startGoogle(deps, body);
      bindToBrowser(reply, state, google.STATE_TTL_SECONDS, secureCookies);
      return { url };
    },
    { limitPerIp: true },
  );
  for (const finish of [authApi.googleRegister, authApi.googleLogin]) {
    route(
      finish,
      ({ body, request, reply }) => {
        unbindBrowser(reply, secureCookies);
        return google.finishGoogle(deps, body, browserBinding(request));
      },
      { limitPerIp: true },
    );
  }
}
