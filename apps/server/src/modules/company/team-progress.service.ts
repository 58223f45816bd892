import { COMPANY_TEXTS, type Progress, type ProgressTotals, type TeamMemberProgress, type TeamProgress } from '@parley/contracts';
import { inArray } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import type { Db } from '../../platform/db/port.ts';
import { shownName } from '../../shared/shown-name.ts';
import { progressOf, type ProgressDeps } from '../progress/public.ts';
import type { Caller } from './company-deps.ts';
import { administered } from './company.service.ts';
import { membersOf } from './company.store.ts';
import { toCsv, type CsvValue } from './csv.ts';

type Member = Awaited<ReturnType<typeof membersOf>>[number];

const round1 = (n: number) => Math.round(n * 10) / 10;
const mean = (values: number[]) => (values.length === 0 ? null : round1(values.reduce((a, b) => a + b, 0) / values.length));
const TOTALS: (keyof ProgressTotals)[] = ['sessions', 'minutes_spoken', 'recordings', 'words_collected', 'words_learned'];
/** Members' progress is read a few at a time: each is a handful of queries, and a team can have hundreds. */
const AT_ONCE = 6;

async function inBatches<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += AT_ONCE) out.push(...(await Promise.all(items.slice(i, i + AT_ONCE).map(work))));
  return out;
}

/** The organisation's members, each named as they are on others' pages (display name, else full name). */
async function membersNamed(db: Db, companyId: number) {
  const members = await membersOf(db, companyId);
  const names =
    members.length === 0
      ? []
      : await db
          .select({ id: users.id, name: shownName })
          .from(users)
          .where(
            inArray(
              users.id,
              members.map((m) => m.id),
            ),
          );
  return members.map((m) => ({ ...m, displayName: names.find((n) => n.id === m.id)?.name ?? m.displayName }));
}

const learnerOf = (m: Member): Progress['learner'] => ({
  id: m.id,
  username: m.username,
  display_name: m.displayName,
  image: m.image,
});

function rowOf(m: Member, progress: Progress): TeamMemberProgress {
  return {
    user: progress.learner,
    email: m.email,
    role: m.role,
    joined_at: m.joinedAt.toISOString(),
    totals: progress.totals,
    grammar_per_100_words: mean(progress.recordings.map((r) => r.grammar_per_100_words)),
    pronunciation_score: mean(progress.recordings.map((r) => r.pronunciation_score)),
    practice: progress.practice,
  };
}

/** The organisation's current members with their own progress: someone who left is in no one's team view. */
export async function team(deps: ProgressDeps, user: Caller): Promise<TeamProgress> {
  const company = await administered(deps.db, user.id);
  const members = await membersNamed(deps.db, company.id);
  const rows = await inBatches(members, async (m) => rowOf(m, await progressOf(deps, learnerOf(m))));
  const totals = Object.fromEntries(TOTALS.map((k) => [k, rows.reduce((n, r) => n + r.totals[k], 0)])) as ProgressTotals;
  const practiceSessions = rows.reduce((n, r) => n + r.practice.reduce((s, p) => s + p.sessions, 0), 0);
  return { members: rows, totals, practice_sessions: practiceSessions };
}

const TEAM_HEADER = [
  'name',
  'username',
  'email',
  'role',
  'joined_at',
  ...TOTALS,
  'grammar_per_100_words',
  'pronunciation_score',
  'job_interview_sessions',
  'ielts_sessions',
  'practice_questions',
  'team_questions',
];

export async function teamCsv(deps: ProgressDeps, user: Caller): Promise<string> {
  const { members } = await team(deps, user);
  const practice = (r: TeamMemberProgress, w: string) => r.practice.find((p) => p.workshop === w)?.sessions ?? 0;
  const rows = members.map((r): CsvValue[] => [
    r.user.display_name ?? r.user.username,
    r.user.username,
    r.email,
    r.role,
    r.joined_at,
    ...TOTALS.map((k) => r.totals[k]),
    r.grammar_per_100_words,
    r.pronunciation_score,
    practice(r, 'job-interview'),
    practice(r, 'ielts'),
    r.practice.reduce((n, p) => n + p.questions, 0),
    r.practice.reduce((n, p) => n + p.team_questions, 0),
  ]);
  return toCsv([TEAM_HEADER, ...rows]);
}

/** Monday (YYYY-MM-DD, UTC) of the week an instant falls in, as progress names its weeks. */
const mondayOf = (iso: string) => {
  const d = new Date(iso);
  const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) - ((d.getUTCDay() + 6) % 7) * 86_400_000;
  return new Date(day).toISOString().slice(0, 10);
};

/** One member's last 12 weeks, a row a week, with that week's recordings' mean grammar and pronunciation. */
export async function memberCsv(deps: ProgressDeps, user: Caller, memberId: number) {
  const company = await administered(deps.db, user.id);
  const member = (await membersNamed(deps.db, company.id)).find((m) => m.id === memberId);
  if (!member) throw notFound(COMPANY_TEXTS.memberNotFound);
  const progress = await progressOf(deps, learnerOf(member));
  const header = [
    'week',
    'sessions',
    'minutes_spoken',
    'recordings',
    'words_collected',
    'grammar_per_100_words',
    'pronunciation_score',
  ];
  const rows = progress.weeks.map((w): CsvValue[] => {
    const those = progress.recordings.filter((r) => mondayOf(r.created_at) === w.week);
    const figures = (pick: (r: (typeof those)[number]) => number) => mean(those.map(pick));
    return [
      w.week,
      w.sessions,
      w.minutes_spoken,
      w.recordings,
      w.words_collected,
      figures((r) => r.grammar_per_100_words),
      figures((r) => r.pronunciation_score),
    ];
  });
  return { username: member.username, csv: toCsv([header, ...rows]) };
}
