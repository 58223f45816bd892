import { COMPANY_TEXTS as T, type CompanyBody, type CompanyDashboard } from '@parley/contracts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import type { Db } from '../../platform/db/port.ts';
import type { Caller, CompanyDeps } from './company-deps.ts';
import { presentDashboard, presentSummary } from './company.presenter.ts';
import * as store from './company.store.ts';
import { withFreshCode } from './join-codes.ts';

/** The caller's company when they administer it; members get 403, people without one 404. */
export async function administered(db: Db, userId: number, lock = false) {
  const row = await store.membershipOf(db, userId, lock);
  if (!row) throw notFound(T.notFound);
  if (row.role !== 'admin') throw forbidden(T.adminsOnly);
  return row.company;
}

export async function dashboardOf(deps: CompanyDeps, company: store.CompanyRow): Promise<CompanyDashboard> {
  const [members, invitations, subscription] = await Promise.all([
    store.membersOf(deps.db, company.id),
    store.openInvitationsOf(deps.db, company.id),
    store.liveSubscriptionOf(deps.db, company.id),
  ]);
  return presentDashboard(deps.publicUrl, company, members, invitations, subscription);
}

export async function mine(deps: CompanyDeps, user: Caller) {
  const row = await store.membershipOf(deps.db, user.id);
  if (!row) throw notFound(T.notFound);
  return presentSummary(row.company, row.role, await store.memberCount(deps.db, row.company.id));
}

export const dashboard = async (deps: CompanyDeps, user: Caller) => dashboardOf(deps, await administered(deps.db, user.id));

/** The buyer starts the organisation and administers it; seats come with the Team checkout. */
export async function create(deps: CompanyDeps, user: Caller, body: CompanyBody) {
  if (user.isGuest) throw forbidden(T.guestsCannot);
  const company = await deps.db.transaction(async (tx) => {
    if (await store.membershipOf(tx, user.id)) throw conflict(T.alreadyMember);
    const company = await withFreshCode((joinCode) =>
      tx.transaction((attempt) =>
        store.insertCompany(attempt, {
          name: body.name,
          logo: body.logo,
          billingEmail: body.billing_email,
          joinCode,
          createdBy: user.id,
        }),
      ),
    );
    await store.addMember(tx, company.id, user.id, 'admin');
    await store.setIsCompany(tx, user.id, true);
    return company;
  });
  await deps.domain.publish('auth.changed', { userId: user.id });
  return dashboardOf(deps, company);
}

export async function update(deps: CompanyDeps, user: Caller, body: CompanyBody) {
  const company = await deps.db.transaction(async (tx) => {
    const company = await administered(tx, user.id, true);
    const set = { name: body.name, logo: body.logo, billingEmail: body.billing_email };
    await store.updateCompany(tx, company.id, set);
    return { ...company, ...set };
  });
  return dashboardOf(deps, company);
}

export async function replaceJoinCode(deps: CompanyDeps, user: Caller) {
  const company = await administered(deps.db, user.id);
  const joinCode = await withFreshCode(async (code) => {
    await store.updateCompany(deps.db, company.id, { joinCode: code });
    return code;
  });
  return dashboardOf(deps, { ...company, joinCode });
}
