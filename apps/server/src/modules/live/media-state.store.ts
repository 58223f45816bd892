import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../platform/db/port.ts';

/** A person's media state as the group writer reads and writes it. */
export interface MediaRow {
  event_id: string;
  user_id: number;
  audio_muted: boolean;
  video_muted: boolean;
  video_disabled: boolean;
}

const pair = (eventId: string, userId: number) => `${eventId}:${userId}`;
/** One query parameter holding a whole column (drizzle would otherwise spread an array into a list). */
const array = (values: unknown[]) => sql.param(values);

/** The media state of those of `keys` who are in their event's room now, locked until the group commits. */
export async function lockPresences(tx: Tx, keys: { eventId: string; userId: number }[]): Promise<MediaRow[]> {
  return rowsOf<MediaRow>(
    await tx.execute(sql`
      select p.event_id, p.user_id, p.audio_muted, p.video_muted, p.video_disabled
      from live_presence p
      join unnest(${array(keys.map((k) => k.eventId))}::uuid[], ${array(keys.map((k) => k.userId))}::int[]) as k(e, u)
        on p.event_id = k.e and p.user_id = k.u
      where p.left_at is null
      order by p.event_id, p.user_id for update of p`),
  );
}

/**
 * One statement stores the group: each person's last state, every event's counter advanced by its count, and one
 * log row per change at its place (1, 2, … within its event), with each column sent as one array. Answers each
 * event's first sequence number.
 */
export async function storeGroup(
  tx: Tx,
  changes: MediaRow[],
  places: number[],
  counts: Map<string, number>,
): Promise<Map<string, number>> {
  const finals = [...new Map(changes.map((c) => [pair(c.event_id, c.user_id), c])).values()];
  const stored = rowsOf<{ event_id: string; first: number }>(
    await tx.execute(sql`
      with presence as (
        update live_presence as p set audio_muted = v.a, video_muted = v.m
        from unnest(
          ${array(finals.map((r) => r.event_id))}::uuid[], ${array(finals.map((r) => r.user_id))}::int[],
          ${array(finals.map((r) => r.audio_muted))}::boolean[], ${array(finals.map((r) => r.video_muted))}::boolean[]
        ) as v(e, u, a, m)
        where p.event_id = v.e and p.user_id = v.u
      ),
      counters as (
        update live_state as s set seq = s.seq + n.n
        from unnest(${array([...counts.keys()])}::uuid[], ${array([...counts.values()])}::int[]) as n(e, n)
        where s.event_id = n.e
        returning s.event_id, s.seq - n.n as base
      ),
      stored as (
        insert into live_messages (event_id, seq, type, payload, for_user_id)
        select c.event_id, c.base + m.k, 'MEDIA_STATE',
          jsonb_build_object('user_id', m.u, 'audio_muted', m.a, 'video_muted', m.m, 'video_disabled', m.d), null
        from unnest(
          ${array(changes.map((c) => c.event_id))}::uuid[], ${array(places)}::int[],
          ${array(changes.map((c) => c.user_id))}::int[], ${array(changes.map((c) => c.audio_muted))}::boolean[],
          ${array(changes.map((c) => c.video_muted))}::boolean[], ${array(changes.map((c) => c.video_disabled))}::boolean[]
        ) as m(e, k, u, a, m, d)
        join counters c on c.event_id = m.e
        returning event_id, seq
      )
      select event_id, min(seq)::int as first from stored group by event_id`),
  );
  return new Map(stored.map((r) => [r.event_id, r.first]));
}
