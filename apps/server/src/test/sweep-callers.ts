import { ADMIN_PREFIX, tokenPairSchema, type AuthKind, type TokenPair } from '@parley/contracts';
import { expect } from 'vitest';
import { grantAdmin } from './admin-helpers.ts';
import { bearer, me, registerAndVerify } from './auth-helpers.ts';
import type { TestApp } from './test-app.ts';

export const WHO = ['anonymous', 'forged', 'learner', 'teacher', 'admin'] as const;
export type Who = (typeof WHO)[number];
type Role = Exclude<Who, 'anonymous' | 'forged'>;

interface Session {
  userId: number;
  tokens: TokenPair;
}

/** Answers that say the caller's session or account is over (logout, password change, deletion, a ban). */
const ENDED_CODES = ['ACCOUNT_DISABLED', 'ACCOUNT_DELETION_PENDING'];

/**
 * The signed-in callers of a sweep: a verified learner, an approved teacher and an admin, each made on first use and
 * made again only once a call has ended its session (the sweep calls logout, account deletion and bans too).
 */
export class SweepCallers {
  private readonly sessions = new Map<Role, Promise<Session>>();
  private readonly t: TestApp;

  constructor(t: TestApp) {
    this.t = t;
  }

  async headers(who: Who, auth: AuthKind, forged: string): Promise<Record<string, string>> {
    if (who === 'anonymous') return {};
    if (who === 'forged') return { authorization: forged };
    const { tokens } = await this.session(who);
    return bearer(auth === 'refresh' ? tokens.refresh_token : tokens.access_token);
  }

  /** Keeps the pair a refresh call answered; forgets a caller whose session the call ended. */
  async notice(who: Who, auth: AuthKind, res: { statusCode: number; body: string }) {
    if (who === 'anonymous' || who === 'forged') return;
    const session = await this.session(who);
    if (auth === 'refresh' && res.statusCode === 200) {
      const pair = tokenPairSchema.safeParse(JSON.parse(res.body));
      if (pair.success) session.tokens = pair.data;
    }
    if (res.statusCode !== 401 && !(res.statusCode === 403 && ENDED_CODES.some((code) => res.body.includes(code)))) return;
    const still = await me(this.t, session.tokens.access_token);
    if (still.statusCode !== 200 || res.statusCode === 403) this.sessions.delete(who);
  }

  private session(role: Role): Promise<Session> {
    let session = this.sessions.get(role);
    if (!session) {
      session = this.create(role);
      this.sessions.set(role, session);
      // A caller that could not be made is tried again on next use.
      session.catch(() => this.sessions.delete(role));
    }
    return session;
  }

  private async create(role: Role): Promise<Session> {
    const { account, auth } = await registerAndVerify(this.t, role === 'teacher' ? { status: 'TEACHER' } : {});
    const session = { userId: auth.user.id, tokens: { access_token: auth.access_token, refresh_token: auth.refresh_token } };
    if (role === 'admin') await grantAdmin(this.t.db, session.userId);
    if (role === 'teacher') {
      await this.approve(session.userId);
      await this.t.smtp.next(account.email);
    }
    return session;
  }

  /** Approves a teacher as the admin; an admin whose session a call ended (a logout answers 200) is made again. */
  private async approve(userId: number) {
    const send = async () =>
      this.t.app.inject({
        method: 'POST',
        url: `${ADMIN_PREFIX}/teachers/${userId}/approve`,
        headers: bearer((await this.session('admin')).tokens.access_token),
        payload: {},
      });
    let res = await send();
    if (res.statusCode === 401 || res.statusCode === 403) {
      this.sessions.delete('admin');
      res = await send();
    }
    expect(res.statusCode, res.body).toBe(200);
  }
}
