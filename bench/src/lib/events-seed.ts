/**
 * Stored events for `npm run bench -- events`: hosted by the demo teacher and a few hundred members, spread over the
 * next 30 days, every type, language and level, one in ten private, up to six participants each (the demo student
 * in some, so private ones show in the student's list too). A fixed seed makes every run store the same data.
 */
import { randomUUID } from 'node:crypto';
import { EVENT_TYPES, LANGUAGE_CODES } from '@parley/contracts';
import { DEMO_ACCOUNTS } from '@parley/server/db/seed';
import { eventParticipants, events, users } from '@parley/server/db/schema/index';
import type { Db } from '@parley/server/platform/db/port';

const MEMBERS = 300;
const BATCH = 500;

/** mulberry32: a small deterministic generator. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function seedBenchEvents(db: Db, count: number) {
  const next = random(4);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const byEmail = (email: string) =>
    db.query.users.findFirst({ columns: { id: true }, where: (u, { eq }) => eq(u.email, email) });
  const teacher = await byEmail(DEMO_ACCOUNTS.teacher.email);
  const student = await byEmail(DEMO_ACCOUNTS.student.email);
  if (!teacher || !student) throw new Error('the demo accounts are not seeded');
  const members = await db
    .insert(users)
    .values(
      Array.from({ length: MEMBERS }, (_, i) => ({
        username: `bench_member_${i}`,
        email: `bench_member_${i}@bench.parley.local`,
        status: i % 5 === 0 ? ('TEACHER' as const) : ('STUDENT' as const),
        // The hosts among them are approved teachers (ADR 0070), as the demo teachers are.
        teacherApprovedAt: i % 5 === 0 ? new Date() : null,
        plan: i % 2 === 0 ? ('pro' as const) : ('free' as const),
      })),
    )
    .returning({ id: users.id });
  const hosts = [teacher.id, ...members.filter((_, i) => i % 5 === 0).map((m) => m.id)];
  const people = [student.id, ...members.map((m) => m.id)];
  const now = Date.now();
  for (let done = 0; done < count; done += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - done) }, (_, i) => {
      const startsAt = new Date(now + 10 * 60_000 + Math.floor(next() * 30 * 24 * 60) * 60_000);
      const id = randomUUID();
      return {
        id,
        shortId: `b${(done + i).toString(36).padStart(7, '0')}`,
        hostId: pick(hosts),
        title: `Bench event ${done + i}`,
        description: 'Practise speaking with people at your level.',
        type: pick(EVENT_TYPES),
        language: next() < 0.6 ? 'en' : pick(LANGUAGE_CODES),
        proficiency: Math.floor(next() * 5),
        startsAt,
        endsAt: new Date(startsAt.getTime() + 60 * 60_000),
        isPrivate: next() < 0.1,
        tags: ['bench', pick(['work', 'travel', 'exams', 'news'])],
        maxParticipants: 20,
      };
    });
    await db.insert(events).values(rows);
    const participants = rows.flatMap((e) => {
      const chosen = new Set(Array.from({ length: Math.floor(next() * 7) }, () => pick(people)));
      chosen.delete(e.hostId);
      return [...chosen].map((userId) => ({ eventId: e.id, userId }));
    });
    if (participants.length) await db.insert(eventParticipants).values(participants);
  }
}
