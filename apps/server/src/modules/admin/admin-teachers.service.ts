import { ADMIN_TEXTS as T } from '@parley/contracts';
import type { UserRow } from '../../db/schema/index.ts';
import { conflict } from '../../errors.ts';
import type { MailMessage } from '../../platform/mail/port.ts';
import { presentCandidate } from './admin.presenter.ts';
import type { Acting, AdminDeps, Page } from './admin.deps.ts';
import { teacherApprovedMail, teacherDeclinedMail } from './admin.mails.ts';
import { changeUser } from './admin-users.service.ts';
import * as store from './admin-users.store.ts';

/**
 * Teacher approval (ADR 0070): who declares TEACHER is a candidate until an admin approves; until then the free plan's
 * session limit applies and hosting needs a paid plan. Declined candidates become learners.
 */
export async function candidates(deps: AdminDeps, page: Page) {
  const { items, total } = await store.candidates(deps.db, page);
  return { items: items.map(presentCandidate), total };
}

const mustBeCandidate = (user: UserRow) => {
  if (user.status !== 'TEACHER' || user.teacherApprovedAt !== null) throw conflict(T.notCandidate);
};

async function decide(
  deps: AdminDeps,
  admin: Acting,
  userId: number,
  decision: 'approve' | 'decline',
  mailOf: (user: UserRow) => MailMessage | null,
) {
  let decided: UserRow | undefined;
  const answer = await changeUser(deps, admin, userId, `teacher.${decision}`, async (tx, { user }, now) => {
    mustBeCandidate(user);
    decided = user;
    const values = decision === 'approve' ? { teacherApprovedAt: now } : { status: 'STUDENT' as const };
    await store.updateUser(tx, userId, values, now);
    const before = { status: user.status, teacher_approved_at: null };
    const after =
      decision === 'approve' ? { ...before, teacher_approved_at: now.toISOString() } : { ...before, status: 'STUDENT' };
    return { before, after };
  });
  // Told once the decision is kept; a mail that fails is the mail port's to retry, not a reason to undo it.
  const message = decided && mailOf(decided);
  if (message) await deps.mail.send(message);
  return answer;
}

export const approve = (deps: AdminDeps, admin: Acting, userId: number) =>
  decide(deps, admin, userId, 'approve', (user) => teacherApprovedMail(user, deps.publicUrl));

export const decline = (deps: AdminDeps, admin: Acting, userId: number, note: string) =>
  decide(deps, admin, userId, 'decline', (user) => teacherDeclinedMail(user, note, deps.publicUrl));
