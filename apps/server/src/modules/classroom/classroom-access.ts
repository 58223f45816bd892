import { CLASSROOM_TEXTS as T, TEACHER_PLAN_TIERS } from '@parley/contracts';
import type { DomainEventBus } from '../../shared/domain-events.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { Clock } from '../../platform/clock/port.ts';
import type { Db, Tx } from '../../platform/db/port.ts';
import type { MailPort } from '../../platform/mail/port.ts';
import type { StoragePort } from '../../platform/storage/port.ts';
import { highestTier, liveTeacherTiers } from '../../shared/live-teacher-plans.ts';
import type { Standing } from './audience.ts';
import * as store from './classroom.store.ts';

export interface ClassroomDeps {
  db: Db;
  clock: Clock;
  mail: MailPort;
  storage: StoragePort;
  publicUrl: string;
  log: FastifyBaseLogger;
  domain: DomainEventBus;
}

export type Caller = Pick<UserRow, 'id' | 'status'>;

export async function standingIn(db: Tx, row: store.ClassroomWithTeacher, user: Caller): Promise<Standing> {
  if (row.classroom.teacherId === user.id) return { isTeacher: true, joined: false, tier: null };
  const [member, tier] = await Promise.all([
    store.membership(db, row.classroom.id, user.id),
    liveTeacherTiers(db, user.id, row.classroom.teacherId).then((tiers) => highestTier(tiers, TEACHER_PLAN_TIERS)),
  ]);
  return { isTeacher: false, joined: Boolean(member && !member.removed), tier };
}

/** Any signed-in caller may look at a classroom by its code; what they see follows from their standing. */
export async function openClassroom(db: Db, code: string, user: Caller) {
  const row = await store.findByCode(db, code);
  if (!row) throw notFound(T.notFound);
  return { row, standing: await standingIn(db, row, user) };
}

/**
 * The teacher's calls: a student is told they are for teachers; another teacher's classroom answers like an unknown
 * code. With `lock`, the classroom row is held for the rest of the transaction (limits counted under it).
 */
export async function ownClassroom(db: Tx, code: string, user: Caller, lock = false) {
  mustTeach(user);
  const row = await store.findByCode(db, code, lock);
  if (!row || row.classroom.teacherId !== user.id) throw notFound(T.notFound);
  return row;
}

export function mustTeach(user: Caller) {
  if (user.status !== 'TEACHER') throw forbidden(T.teachersOnly);
}
