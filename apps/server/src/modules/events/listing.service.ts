import {
  EVENT_TEXTS,
  type Event,
  type EventsPage,
  type HuddleHosts,
  type MatchesPage,
  type eventsQuerySchema,
} from '@parley/contracts';
import type { z } from 'zod';
import { unauthorized } from '../../errors.ts';
import type { Viewer } from '../../shared/viewer.ts';
import { mustFind, present, type EventsDeps } from './event-core.ts';
import { presentEvent } from './events.presenter.ts';
import * as store from './events.store.ts';

export type EventsQuery = z.output<typeof eventsQuerySchema>;

export async function listEvents(deps: EventsDeps, viewer: Viewer | null, q: EventsQuery): Promise<EventsPage> {
  if (q.is_dashboard && !viewer) throw unauthorized(EVENT_TEXTS.liveNeedsLogin);
  const { limit, offset, ...filters } = q;
  // Private events make the answer the viewer's own, so pages and totals are kept per viewer.
  const totalKey = `${viewer?.id ?? 'anon'}|${JSON.stringify(filters)}`;
  const pageKey = `${totalKey}|${limit}|${offset}`;
  return deps.listCache.page(pageKey, (version) => computePage(deps, viewer, q, totalKey, version));
}

async function computePage(
  deps: EventsDeps,
  viewer: Viewer | null,
  q: EventsQuery,
  totalKey: string,
  version: number,
): Promise<EventsPage> {
  const { limit, offset } = q;
  const now = deps.clock.now();
  const filter = {
    viewerId: viewer?.id ?? null,
    types: q.event_type,
    languages: q.event_languages,
    levels: q.proficiency,
    from: q.start_time_utc ? new Date(q.start_time_utc) : undefined,
    until: q.end_time_utc ? new Date(q.end_time_utc) : undefined,
    dashboard: q.is_dashboard ?? false,
    live: q.is_live,
    now,
  };
  const rows = await store.listEvents(deps.db, { ...filter, limit, offset });
  // Counting every match is the costly part; paging through the same filters reuses it.
  const total = deps.listCache.getTotal(totalKey) ?? (await store.countEvents(deps.db, filter));
  deps.listCache.setTotal(totalKey, version, total);
  const participants = await store.participantsOf(
    deps.db,
    rows.map((r) => r.event.id),
  );
  const items = rows.map((r) =>
    presentEvent({
      row: r.event,
      host: r.host,
      participants: participants.filter((p) => p.eventId === r.event.id).map(({ eventId: _eventId, ...p }) => p),
      isLive: r.live,
      now,
      publicUrl: deps.publicUrl,
    }),
  );
  return { items, total, limit, offset };
}

/** What anyone with the link may see; a live event only signed in (spec §6). */
async function viewable(deps: EventsDeps, ref: string, viewer: Viewer | null, now: Date) {
  const found = await mustFind(deps.db, ref, now);
  if (found.live && !viewer) throw unauthorized(EVENT_TEXTS.liveNeedsLogin);
  return found;
}

export async function getEvent(deps: EventsDeps, ref: string, viewer: Viewer | null): Promise<Event> {
  const now = deps.clock.now();
  return present(deps, deps.db, await viewable(deps, ref, viewer, now), now);
}

export async function currentEvent(deps: EventsDeps, userId: number): Promise<Event | null> {
  const now = deps.clock.now();
  const found = await store.findCurrentEventFor(deps.db, userId, now);
  if (!found) return null;
  return present(deps, deps.db, found, now);
}

const HUDDLE_HOSTS_MAX = 50;

export async function huddleHosts(deps: EventsDeps): Promise<HuddleHosts> {
  const rows = await store.liveHosts(deps.db, deps.clock.now(), HUDDLE_HOSTS_MAX);
  return {
    items: rows.map(({ event, host, participants }) => ({
      host,
      event_id: event.id,
      short_event_id: event.shortId,
      event_title: event.title,
      event_type: event.type,
      event_language: event.language,
      participants_count: participants,
    })),
  };
}

export async function matchesOf(deps: EventsDeps, userId: number, limit: number, offset: number): Promise<MatchesPage> {
  const { items, total } = await store.latestMatches(deps.db, userId, limit, offset);
  return {
    items: items.map((m) => ({
      match_id: m.id,
      user_matched_with: m.user,
      event_id: m.eventId,
      matched_at: m.createdAt.toISOString(),
    })),
    total,
    limit,
    offset,
  };
}

export async function calendarOf(deps: EventsDeps, ref: string, viewer: Viewer | null) {
  const now = deps.clock.now();
  return present(deps, deps.db, await viewable(deps, ref, viewer, now), now);
}
