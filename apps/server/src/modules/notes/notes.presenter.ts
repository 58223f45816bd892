import type { Note, NoteSummary } from '@parley/contracts';
import type { NoteWithLinks } from './notes.store.ts';

const EXCERPT_LENGTH = 160;

const links = ({ recording, event }: NoteWithLinks) => ({
  recording: recording ? { id: recording.id, created_at: recording.createdAt.toISOString() } : null,
  event: event ? { event_id: event.id, title: event.title, start_time_utc: event.startsAt.toISOString() } : null,
});

export function presentNote(row: NoteWithLinks): Note {
  const { note } = row;
  return {
    id: note.id,
    title: note.title,
    rich_text: note.richText,
    text: note.text,
    ...links(row),
    created_at: note.createdAt.toISOString(),
    updated_at: note.updatedAt.toISOString(),
  };
}

/** Lists carry the start of the plain text, on one line, instead of the HTML. */
export function presentNoteSummary(row: NoteWithLinks): NoteSummary {
  const { note } = row;
  const flat = note.text.replace(/\s+/g, ' ').trim();
  return {
    id: note.id,
    title: note.title,
    excerpt: flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1)}…` : flat,
    ...links(row),
    updated_at: note.updatedAt.toISOString(),
  };
}
