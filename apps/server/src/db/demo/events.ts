import { createEventBodySchema, type EventType } from '@parley/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { createEvent, updateEvent } from '../../modules/events/events.service.ts';
import { sessionsBetween } from '../../modules/events/events.store.ts';
import { participate, recordAttendance } from '../../modules/events/participation.service.ts';
import type { EventsDeps } from '../../modules/events/public.ts';
import { events, type UserRow } from '../schema/index.ts';
import type { DemoPeople } from './people.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

type Host = 'teacher' | 'maya' | 'leo';

interface Planned {
  host: Host;
  title: string;
  description: string;
  type: EventType;
  proficiency: number;
  /** Days from today, at `hour` UTC; day 0 is the one starting within the hour, whatever the time. */
  day: number;
  hour: number;
  /** Who else takes part, so the lists show people. */
  joiners: ('learner' | Host | 'admin')[];
}

/** A believable week: every level 0–4, several activities, the demo teacher's and two other hosts'. */
const UPCOMING: Planned[] = [
  {
    host: 'teacher',
    title: 'Coffee chat: weekend plans',
    description: 'An easy-going chat about what you are doing this weekend. Come as you are!',
    type: 'DISCUSSION',
    proficiency: 2,
    day: 0,
    hour: 0,
    joiners: ['learner', 'maya', 'admin'],
  },
  {
    host: 'maya',
    title: 'Pictionary for beginners',
    description: 'Draw, guess and learn everyday words. No English needed beyond hello.',
    type: 'PICTIONARY',
    proficiency: 0,
    day: 1,
    hour: 17,
    joiners: ['leo'],
  },
  {
    host: 'leo',
    title: 'Caption this! Funny photos',
    description: 'Write the funniest caption for each photo, then tell us why.',
    type: 'CAPTION_THIS',
    proficiency: 1,
    day: 2,
    hour: 18,
    joiners: ['learner', 'admin'],
  },
  {
    host: 'teacher',
    title: 'Debate club: city or countryside?',
    description: 'Pick a side and defend it. We practise agreeing and disagreeing politely.',
    type: 'DISCUSSION',
    proficiency: 3,
    day: 3,
    hour: 19,
    joiners: ['learner', 'leo'],
  },
  {
    host: 'maya',
    title: 'Geography game night',
    description: 'Where in the world are we? Describe what you see and guess the place together.',
    type: 'GEO_GAME',
    proficiency: 2,
    day: 4,
    hour: 17,
    joiners: ['teacher'],
  },
  {
    host: 'leo',
    title: 'Advanced conversation: this week in the news',
    description: 'Bring a story you read this week; we discuss it in depth.',
    type: 'CHAT',
    proficiency: 4,
    day: 5,
    hour: 20,
    joiners: ['maya'],
  },
];

/** The sessions the demo learner went to, one a week for the past weeks (they feed /home's attendance chart). */
const PAST_TOPICS: { title: string; type: EventType; proficiency: number }[] = [
  { title: 'Conversation club: food and cooking', type: 'DISCUSSION', proficiency: 2 },
  { title: 'Conversation club: travel stories', type: 'CHAT', proficiency: 2 },
  { title: 'Caption this! Holiday photos', type: 'CAPTION_THIS', proficiency: 1 },
  { title: 'Conversation club: jobs and dreams', type: 'DISCUSSION', proficiency: 2 },
  { title: 'Pictionary: around the house', type: 'PICTIONARY', proficiency: 1 },
  { title: 'Conversation club: films we love', type: 'CHAT', proficiency: 2 },
];

const at = (moment: Date) => ({ now: () => moment });
const startOfUtcDay = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());

/** When a planned event starts, seen from `now`: in 20–25 minutes for day 0, else at its hour on its day. */
function startOf(plan: Planned, now: Date): Date {
  if (plan.day === 0) return new Date(Math.ceil((now.getTime() + 20 * MINUTE) / (5 * MINUTE)) * 5 * MINUTE);
  return new Date(startOfUtcDay(now) + plan.day * DAY + plan.hour * HOUR);
}

/** The host's event of that title that is not over yet: the one a later start moves rather than repeats. */
async function openEvent(deps: EventsDeps, hostId: number, title: string, now: Date) {
  const [row] = await deps.db
    .select({ id: events.id, startsAt: events.startsAt })
    .from(events)
    .where(
      and(
        eq(events.hostId, hostId),
        eq(events.title, title),
        isNull(events.cancelledAt),
        isNull(events.endedAt),
        gt(events.endsAt, now),
      ),
    );
  return row;
}

/** Creates the event, or moves a still-upcoming one to its new time; one already under way is left to run. */
async function ensureUpcoming(deps: EventsDeps, people: DemoPeople, plan: Planned, now: Date) {
  const host = people[plan.host];
  const start = startOf(plan, now);
  const existing = await openEvent(deps, host.id, plan.title, now);
  const soon = (t: Date) => t.getTime() > now.getTime() && t.getTime() <= now.getTime() + HOUR;
  let id = existing?.id;
  if (!existing) {
    const body = createEventBodySchema.parse({
      event_title: plan.title,
      event_description: plan.description,
      event_type: plan.type,
      event_language: 'en',
      proficiency: plan.proficiency,
      start_time_utc: start.toISOString(),
      end_time_utc: new Date(start.getTime() + HOUR).toISOString(),
      tags: ['demo'],
    });
    id = (await createEvent(deps, host, body)).event_id;
  } else {
    const upcoming = existing.startsAt.getTime() > now.getTime();
    const keep = existing.startsAt.getTime() === start.getTime() || (plan.day === 0 && soon(existing.startsAt));
    if (upcoming && !keep) await updateEvent(deps, host, existing.id, { start_time_utc: start.toISOString() });
  }
  for (const who of plan.joiners) await participate(deps, people[who], id!);
}

/**
 * One past session a week for the last weeks, hosted by the demo teacher and attended by the learner, made at the
 * time it took place (the services run on a clock set back to it). A week that has a session already is left alone.
 */
async function ensurePastWeeks(deps: EventsDeps, people: DemoPeople, now: Date) {
  for (const [i, topic] of PAST_TOPICS.entries()) {
    const centre = now.getTime() - (i + 1) * WEEK;
    const from = new Date(centre - WEEK / 2);
    if ((await sessionsBetween(deps.db, people.learner.id, from, new Date(centre + WEEK / 2))) > 0) continue;
    const start = new Date(Math.floor(centre / HOUR) * HOUR);
    const body = createEventBodySchema.parse({
      event_title: topic.title,
      event_description: 'A weekly conversation club with Tom.',
      event_type: topic.type,
      event_language: 'en',
      proficiency: topic.proficiency,
      start_time_utc: start.toISOString(),
      end_time_utc: new Date(start.getTime() + HOUR).toISOString(),
      tags: ['demo'],
    });
    const event = await createEvent({ ...deps, clock: at(new Date(start.getTime() - 30 * MINUTE)) }, people.teacher, body);
    const inRoom = { ...deps, clock: at(new Date(start.getTime() + 5 * MINUTE)) };
    const attendees: UserRow[] = [people.teacher, people.learner, i % 2 === 0 ? people.maya : people.admin];
    for (const person of attendees) await recordAttendance(inRoom, person, event.event_id);
  }
}

export async function seedEvents(deps: EventsDeps, people: DemoPeople) {
  const now = deps.clock.now();
  for (const plan of UPCOMING) await ensureUpcoming(deps, people, plan, now);
  await ensurePastWeeks(deps, people, now);
}
