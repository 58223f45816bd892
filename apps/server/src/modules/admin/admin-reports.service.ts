import { ADMIN_TEXTS as T, type ReportStatus } from '@parley/contracts';
import { conflict, notFound } from '../../errors.ts';
import type { Tx } from '../../platform/db/port.ts';
import { presentReport } from './admin.presenter.ts';
import type { Acting, AdminDeps, Page } from './admin.deps.ts';
import { warningMail } from './admin.mails.ts';
import * as reports from './admin-reports.store.ts';
import { disableIn } from './admin-users.service.ts';
import { findUser } from './admin-users.store.ts';
import { recordAdminAction } from './public.ts';

/** The reports queue (ADR 0070): open reports, oldest first; each is dismissed, warned or banned once. */
export async function list(deps: AdminDeps, q: { status: ReportStatus } & Page) {
  const { items, total } = await reports.reportsIn(deps.db, q.status, q);
  return { items: items.map(presentReport), total };
}

type Outcome = 'dismissed' | 'warned' | 'banned';
const ACTION = { dismissed: 'report.dismiss', warned: 'report.warn', banned: 'report.ban' } as const;

/** Closes an open report in one transaction with its audit row; `more` does the rest of the outcome there too. */
async function resolve(
  deps: AdminDeps,
  admin: Acting,
  reportId: number,
  outcome: Outcome,
  note: string,
  more?: (tx: Tx, reportedId: number, now: Date) => Promise<object>,
) {
  const now = deps.clock.now();
  const reportedId = await deps.db.transaction(async (tx) => {
    const report = await reports.lockReport(tx, reportId);
    if (!report) throw notFound(T.reportNotFound);
    if (report.status !== 'open') throw conflict(T.reportClosed);
    const resolution = { status: outcome, resolvedBy: admin.id, resolvedAt: now, note: note || null };
    await reports.resolveReport(tx, reportId, resolution);
    const extra = more ? await more(tx, report.reportedId, now) : {};
    await recordAdminAction(tx, {
      adminId: admin.id,
      action: ACTION[outcome],
      targetType: 'report',
      targetId: reportId,
      before: { status: report.status, reported_id: report.reportedId },
      after: { status: outcome, note: note || null, ...extra },
    });
    return report.reportedId;
  });
  return { reportedId, answer: async () => presentReport((await reports.reportById(deps.db, reportId))!) };
}

export async function dismiss(deps: AdminDeps, admin: Acting, reportId: number, note: string) {
  return (await resolve(deps, admin, reportId, 'dismissed', note)).answer();
}

export async function warn(deps: AdminDeps, admin: Acting, reportId: number, note: string) {
  const { reportedId, answer } = await resolve(deps, admin, reportId, 'warned', note);
  const reported = await findUser(deps.db, reportedId);
  const message = reported && warningMail(reported.user, note);
  if (message) await deps.mail.send(message);
  return answer();
}

/** Disables the reported account (unless it already is) and closes every open report against them as banned. */
export async function ban(deps: AdminDeps, admin: Acting, reportId: number, note: string) {
  const { reportedId, answer } = await resolve(deps, admin, reportId, 'banned', note, async (tx, userId, now) => {
    const row = await findUser(tx, userId, true);
    if (row && !row.user.disabledAt) await disableIn(tx, admin, row.user, now, note || `banned after report ${reportId}`);
    const closed = await reports.resolveOpenAgainst(tx, userId, {
      status: 'banned',
      resolvedBy: admin.id,
      resolvedAt: now,
      note: note || null,
    });
    return { also_closed: closed };
  });
  await deps.domain.publish('auth.changed', { userId: reportedId });
  return answer();
}
