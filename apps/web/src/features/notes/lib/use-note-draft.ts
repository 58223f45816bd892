import type { Note } from '@parley/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { notesKeys } from '../api/keys.ts';
import { createNote, updateNote } from '../api/save-note.ts';
import type { Attachment } from './attachment.ts';
import { useAutosave } from '../../../ui/autosave/use-autosave.ts';

export interface NoteDraft extends Attachment {
  title: string;
  rich_text: string;
}

/**
 * A note's draft as the writer changes it, saved by autosave: the first save of a new note creates it, every later
 * one sends the whole draft to it. `stored` is the note as the server last answered it.
 */
export function useNoteDraft(note: Note | null, onCreated: (id: number) => void) {
  const queryClient = useQueryClient();
  const id = useRef(note?.id ?? null);
  const [stored, setStored] = useState(note);
  const [draft, setDraft] = useState<NoteDraft>(() => ({
    title: note?.title ?? '',
    rich_text: note?.rich_text ?? '',
    recording_id: note?.recording?.id ?? null,
    event_id: note?.event?.event_id ?? null,
  }));
  const latest = useRef(draft);
  const { state, saver } = useAutosave(async (value: NoteDraft) => {
    const saved = id.current === null ? await createNote(value) : await updateNote(id.current, value);
    queryClient.setQueryData(notesKeys.one(saved.id), saved);
    if (id.current === null) {
      id.current = saved.id;
      onCreated(saved.id);
    }
    setStored(saved);
    void queryClient.invalidateQueries({ queryKey: notesKeys.lists() });
  });
  const change = (patch: Partial<NoteDraft>) => {
    latest.current = { ...latest.current, ...patch };
    setDraft(latest.current);
    saver.change(latest.current);
  };
  return { id, draft, stored, change, state, saver };
}
