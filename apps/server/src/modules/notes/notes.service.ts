import {
  NOTES_PER_USER_MAX,
  NOTES_TEXTS as T,
  type noteListQuerySchema,
  type noteBodySchema,
  type noteUpdateSchema,
} from '@parley/contracts';
import type * as z from 'zod/mini';
import { badRequest, conflict, notFound } from '../../errors.ts';
import type { Clock } from '../../platform/clock/port.ts';
import type { Db, Tx } from '../../platform/db/port.ts';
import { sanitizeRichText } from '../../shared/rich-text.ts';
import { eventTakenPartIn, findEvent } from '../events/public.ts';
import { findRecording } from '../recordings/public.ts';
import { presentNote, presentNoteSummary } from './notes.presenter.ts';
import * as store from './notes.store.ts';

export interface NotesDeps {
  db: Db;
  clock: Clock;
}
type Caller = { id: number };
type NoteBody = z.output<typeof noteBodySchema>;
type NoteUpdate = z.output<typeof noteUpdateSchema>;
type ListQuery = z.output<typeof noteListQuerySchema>;

/**
 * What a note may be attached to: the writer's own recording, an event they host, take part in or attended. Anything
 * else (someone else's, or nothing at all) is refused alike, so a note cannot probe what exists.
 */
async function attachments(deps: NotesDeps, tx: Tx, user: Caller, body: Pick<NoteUpdate, 'recording_id' | 'event_id'>) {
  const values: { recordingId?: number | null; eventId?: string | null } = {};
  if (body.recording_id !== undefined) {
    const id = body.recording_id;
    if (id !== null && (await findRecording(tx, id))?.userId !== user.id) {
      throw badRequest('VALIDATION_ERROR', T.recordingNotYours, 'recording_id');
    }
    values.recordingId = id;
  }
  if (body.event_id !== undefined) {
    const ref = body.event_id;
    const event = ref === null ? null : await eventTakenPartIn(tx, ref, user.id, deps.clock.now());
    if (ref !== null && !event) throw badRequest('VALIDATION_ERROR', T.eventNotYours, 'event_id');
    values.eventId = event?.id ?? null;
  }
  return values;
}

const content = (body: Pick<NoteUpdate, 'title' | 'rich_text'>) => {
  const clean = body.rich_text === undefined ? undefined : sanitizeRichText(body.rich_text);
  return {
    ...(body.title === undefined ? {} : { title: body.title }),
    ...(clean ? { richText: clean.rich_text, text: clean.text } : {}),
  };
};

async function mustFind(db: Tx, user: Caller, id: number) {
  const row = await store.findNote(db, id, user.id);
  if (!row) throw notFound(T.notFound);
  return row;
}

export async function listNotes(deps: NotesDeps, user: Caller, q: ListQuery) {
  let eventId: string | undefined;
  if (q.event_id !== undefined) {
    // An event is named by its event_id or its short id, as everywhere; one that does not exist has no notes.
    const found = await findEvent(deps.db, q.event_id, deps.clock.now());
    if (!found) return { items: [], total: 0 };
    eventId = found.event.id;
  }
  const filter = { userId: user.id, query: q.query, recordingId: q.recording_id, eventId };
  const page = await store.listNotes(deps.db, filter, q.limit, q.offset);
  return { items: page.items.map(presentNoteSummary), total: page.total };
}

export async function getNote(deps: NotesDeps, user: Caller, id: number) {
  return presentNote(await mustFind(deps.db, user, id));
}

/** At most NOTES_PER_USER_MAX notes each, counted with the writer held so two saves at once cannot both pass. */
export async function createNote(deps: NotesDeps, user: Caller, body: NoteBody) {
  const id = await deps.db.transaction(async (tx) => {
    await store.lockWriter(tx, user.id);
    if ((await store.countNotes(tx, user.id)) >= NOTES_PER_USER_MAX) throw conflict(T.tooMany);
    const now = deps.clock.now();
    return store.insertNote(tx, {
      userId: user.id,
      ...content(body),
      ...(await attachments(deps, tx, user, body)),
      createdAt: now,
      updatedAt: now,
    });
  });
  return getNote(deps, user, id);
}

export async function updateNote(deps: NotesDeps, user: Caller, id: number, body: NoteUpdate) {
  await deps.db.transaction(async (tx) => {
    await mustFind(tx, user, id);
    const values = { ...content(body), ...(await attachments(deps, tx, user, body)), updatedAt: deps.clock.now() };
    await store.updateNote(tx, id, user.id, values);
  });
  return getNote(deps, user, id);
}

export async function deleteNote(deps: NotesDeps, user: Caller, id: number) {
  if (!(await store.deleteNote(deps.db, id, user.id))) throw notFound(T.notFound);
  return { ok: true as const };
}
