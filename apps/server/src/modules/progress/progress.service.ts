import { PROGRESS_RECORDINGS, PROGRESS_TEXTS as T, type Progress, type ProgressStudents } from '@parley/contracts';
import { asc, inArray } from 'drizzle-orm';
import { users, type UserRow } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { Clock } from '../../platform/clock/port.ts';
import type { Db } from '../../platform/db/port.ts';
import { liveStudentIds } from '../../shared/live-teacher-plans.ts';
import { shownName } from '../../shared/shown-name.ts';
import { studentIdsOf } from '../classroom/public.ts';
import { assertAdministers } from '../company/public.ts';
import { attendanceStats, person } from '../events/public.ts';
import { practiceResults } from '../interview/public.ts';
import { recordingStats } from '../recordings/public.ts';
import { vocabularyStats } from '../vocabulary/public.ts';
import { grammarCategories, lastWeeks, recordingFigures } from './progress-figures.ts';

export interface ProgressDeps {
  db: Db;
  clock: Clock;
}

const minutes = (seconds: number) => Math.round((seconds / 60) * 10) / 10;

/** A learner's progress, whoever asks: each call checks first that the caller may see it. */
export async function progressOf(deps: ProgressDeps, learner: Progress['learner']): Promise<Progress> {
  const weeks = lastWeeks(deps.clock.now());
  const since = new Date(`${weeks[0]}T00:00:00Z`);
  const [sessions, recordings, vocabulary, practice] = await Promise.all([
    attendanceStats(deps.db, learner.id, since),
    recordingStats(deps.db, learner.id, since, PROGRESS_RECORDINGS),
    vocabularyStats(deps.db, learner.id, since),
    practiceResults(deps.db, [learner.id]),
  ]);
  const categories = grammarCategories(recordings.figures);
  return {
    learner,
    totals: {
      sessions: sessions.total,
      minutes_spoken: Math.round(recordings.speakingSeconds / 60),
      recordings: recordings.total,
      words_collected: vocabulary.collected,
      words_learned: vocabulary.learned,
    },
    weeks: weeks.map((week) => ({
      week,
      sessions: sessions.byWeek.get(week) ?? 0,
      minutes_spoken: minutes(recordings.byWeek.get(week)?.seconds ?? 0),
      recordings: recordings.byWeek.get(week)?.n ?? 0,
      words_collected: vocabulary.byWeek.get(week) ?? 0,
    })),
    recordings: recordings.figures.map((r) => recordingFigures(r, categories)),
    grammar_categories: categories,
    practice: practice.get(learner.id) ?? [],
  };
}

async function people(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  // The name the learner goes by elsewhere (display, else full name), so a teacher finds the student they know.
  return db
    .select({ ...person, display_name: shownName })
    .from(users)
    .where(inArray(users.id, [...ids]))
    .orderBy(asc(shownName), asc(users.id));
}

export async function mine(deps: ProgressDeps, user: UserRow): Promise<Progress> {
  const name = user.displayName || user.fullName || null;
  return progressOf(deps, { id: user.id, username: user.username, display_name: name, image: user.image });
}

/** Whose progress a teacher may see: their classrooms' students and the holders of their plans. */
async function studentIds(deps: ProgressDeps, teacher: UserRow): Promise<number[]> {
  if (teacher.status !== 'TEACHER') throw forbidden(T.teachersOnly);
  const [joined, subscribed] = await Promise.all([studentIdsOf(deps.db, teacher.id), liveStudentIds(deps.db, teacher.id)]);
  return [...new Set([...joined, ...subscribed])].filter((id) => id !== teacher.id);
}

export async function students(deps: ProgressDeps, teacher: UserRow): Promise<ProgressStudents> {
  return { items: await people(deps.db, await studentIds(deps, teacher)) };
}

export async function student(deps: ProgressDeps, teacher: UserRow, studentId: number): Promise<Progress> {
  if (!(await studentIds(deps, teacher)).includes(studentId)) throw notFound(T.notYourStudent);
  const [learner] = await people(deps.db, [studentId]);
  if (!learner) throw notFound(T.notYourStudent);
  return progressOf(deps, learner);
}

/** One member's progress for an administrator of their organisation (ADR 0073), as a teacher sees a student's. */
export async function member(deps: ProgressDeps, admin: UserRow, memberId: number): Promise<Progress> {
  await assertAdministers(deps.db, admin.id, memberId);
  const [learner] = await people(deps.db, [memberId]);
  if (!learner) throw notFound(T.notYourStudent);
  return progressOf(deps, learner);
}
