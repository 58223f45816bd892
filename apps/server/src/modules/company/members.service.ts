import { randomBytes } from 'node:crypto';
import { COMPANY_INVITES_PER_DAY, COMPANY_TEXTS as T, shownName, type CompanyRole } from '@parley/contracts';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../errors.ts';
import { settlePlan } from '../../plugins/user-plan.ts';
import type { Db } from '../../platform/db/port.ts';
import type { Caller, CompanyDeps } from './company-deps.ts';
import { invitationMail } from './company.mails.ts';
import { presentSummary } from './company.presenter.ts';
import { administered, dashboardOf } from './company.service.ts';
import * as store from './company.store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who changed standing (joined, left, role): their cached caller and plan are stale. */
const announce = (deps: CompanyDeps, userIds: number[]) =>
  Promise.all(userIds.map((userId) => deps.domain.publish('auth.changed', { userId })));

type Inviter = Caller & { username: string; displayName: string | null; fullName: string | null };

export async function invite(deps: CompanyDeps, user: Inviter, emails: string[]) {
  // Addresses are kept and mailed in lower case: one person, one open invitation.
  const unique = [...new Set(emails.map((e) => e.toLowerCase()))];
  const { company, sent } = await deps.db.transaction(async (tx) => {
    const company = await administered(tx, user.id, true);
    const now = deps.clock.now();
    if (
      (await store.invitationsSince(tx, company.id, new Date(now.getTime() - DAY_MS))) + unique.length >
      COMPANY_INVITES_PER_DAY
    )
      throw tooManyRequests(T.tooManyInvites, DAY_MS / 1000);
    const members = new Set((await store.membersOf(tx, company.id)).map((m) => m.email?.toLowerCase()));
    const already = unique.filter((e) => members.has(e));
    if (already.length > 0) throw badRequest('VALIDATION_ERROR', `${already.join(', ')} ${T.invitedAlreadyMember}`, 'emails');
    const sent: { email: string; token: string }[] = [];
    for (const email of unique) {
      // 192 random bits: the link is the key to a paid seat.
      const token = randomBytes(24).toString('base64url');
      await store.upsertInvitation(tx, { companyId: company.id, email, token, invitedBy: user.id, at: now });
      sent.push({ email, token });
    }
    return { company, sent };
  });
  const inviter = shownName({ username: user.username, display_name: user.displayName, full_name: user.fullName });
  // An invitation stands whatever the mail server says: the administrator can send it again.
  for (const { email, token } of sent)
    await deps.mail
      .send(invitationMail(email, inviter, company.name, `${deps.publicUrl}/company/invitation/${token}`))
      .catch((err: unknown) => deps.log.warn({ err, company: company.id }, 'company invitation mail failed'));
  return dashboardOf(deps, company);
}

export async function cancelInvitation(deps: CompanyDeps, user: Caller, invitationId: number) {
  const company = await administered(deps.db, user.id);
  if (!(await store.deleteInvitation(deps.db, company.id, invitationId))) throw notFound(T.invitationUnknown);
  return dashboardOf(deps, company);
}

/** The last administrator stays one: an organisation without one could not pay, invite or remove anybody. */
async function keepAnAdmin(tx: Db, companyId: number, userId: number) {
  if ((await store.roleOf(tx, companyId, userId)) === 'admin' && (await store.adminCount(tx, companyId)) <= 1)
    throw conflict(T.lastAdmin);
}

export async function setRole(deps: CompanyDeps, user: Caller, memberId: number, role: CompanyRole) {
  const company = await deps.db.transaction(async (tx) => {
    const company = await administered(tx, user.id, true);
    const current = await store.roleOf(tx, company.id, memberId);
    if (!current) throw notFound(T.memberNotFound);
    if (current === role) return company;
    if (role === 'member') await keepAnAdmin(tx, company.id, memberId);
    await store.setRole(tx, company.id, memberId, role);
    await store.setIsCompany(tx, memberId, role === 'admin');
    return company;
  });
  await announce(deps, [memberId]);
  return dashboardOf(deps, company);
}

async function leaveCompany(tx: Db, companyId: number, userId: number) {
  await keepAnAdmin(tx, companyId, userId);
  if (!(await store.removeMember(tx, companyId, userId))) throw notFound(T.memberNotFound);
  await store.setIsCompany(tx, userId, false);
  await settlePlan(tx, userId);
}

/** A member who goes keeps everything of their own (recordings, words); only the seat and the Team plan go. */
export async function removeMember(deps: CompanyDeps, user: Caller, memberId: number) {
  const company = await deps.db.transaction(async (tx) => {
    const company = await administered(tx, user.id, true);
    await leaveCompany(tx, company.id, memberId);
    return company;
  });
  await announce(deps, [memberId]);
  return dashboardOf(deps, company);
}

export async function leave(deps: CompanyDeps, user: Caller) {
  await deps.db.transaction(async (tx) => {
    const row = await store.membershipOf(tx, user.id, true);
    if (!row) throw notFound(T.notFound);
    await leaveCompany(tx, row.company.id, user.id);
  });
  await announce(deps, [user.id]);
  return { ok: true as const };
}

/** What a visitor with a join link or an invitation sees of the organisation before joining. */
async function outsideView(db: Db, company: { id: number; name: string; logo: string | null; seats: number }) {
  return { name: company.name, logo: company.logo, seats_free: (await store.memberCount(db, company.id)) < company.seats };
}

export async function preview(deps: CompanyDeps, code: string) {
  const company = await store.byJoinCode(deps.db, code);
  if (!company) throw notFound(T.codeUnknown);
  return outsideView(deps.db, company);
}

/** Takes a free seat in the locked company; joining one's own company again answers it unchanged. */
async function takeSeat(tx: Db, user: Caller, companyId: number) {
  if (user.isGuest) throw forbidden(T.guestsCannot);
  const company = await store.lockCompany(tx, companyId);
  if (!company) throw notFound(T.codeUnknown);
  const current = await store.membershipOf(tx, user.id);
  if (current && current.company.id !== companyId) throw conflict(T.alreadyMember);
  const count = await store.memberCount(tx, companyId);
  if (current) return presentSummary(company, current.role, count);
  if (count >= company.seats) throw conflict(T.noFreeSeat);
  await store.addMember(tx, companyId, user.id, 'member');
  await settlePlan(tx, user.id);
  return presentSummary(company, 'member', count + 1);
}

export async function join(deps: CompanyDeps, user: Caller, code: string) {
  const company = await store.byJoinCode(deps.db, code);
  if (!company) throw notFound(T.codeUnknown);
  const summary = await deps.db.transaction((tx) => takeSeat(tx, user, company.id));
  await announce(deps, [user.id]);
  return summary;
}

export async function invitation(deps: CompanyDeps, token: string) {
  const row = await store.openInvitation(deps.db, token);
  if (!row) throw notFound(T.invitationUnknown);
  return { ...(await outsideView(deps.db, row.company)), email: row.invitation.email };
}

/** An invitation is for its address: a forwarded link does not give someone else the seat. */
export async function accept(deps: CompanyDeps, user: Caller, token: string) {
  const summary = await deps.db.transaction(async (tx) => {
    const row = await store.openInvitation(tx, token);
    if (!row) throw notFound(T.invitationUnknown);
    if (row.invitation.email.toLowerCase() !== user.email?.toLowerCase()) throw forbidden(T.invitationOtherAddress);
    const summary = await takeSeat(tx, user, row.company.id);
    await store.markAccepted(tx, row.invitation.id, deps.clock.now());
    return summary;
  });
  await announce(deps, [user.id]);
  return summary;
}

/**
 * A new account that gave a registration code takes a seat (its code was checked at sign-up). A seat taken by someone
 * else in the meantime leaves the person outside, free to use the join link later: the sign-up itself stands.
 */
export async function joinOnSignUp(deps: CompanyDeps, userId: number, code: string) {
  const company = await store.byJoinCode(deps.db, code);
  const user = await store.callerOf(deps.db, userId);
  if (!company || !user) return;
  try {
    await deps.db.transaction((tx) => takeSeat(tx, user, company.id));
  } catch (err) {
    deps.log.warn({ err, userId, company: company.id }, 'registration code: no seat taken');
    return;
  }
  await announce(deps, [userId]);
}
