import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

export interface NoteSession {
  /** The editor's identity: it stays when a new note gets its id, so the editor keeps the writer's cursor. */
  key: string;
  /** The note the editor opened with; null for a new one. */
  id: number | null;
  /** The note being written: a new note's once its first save made it. */
  current: number | null;
}

const sessionFrom = (param: string | null): NoteSession | null => {
  if (param === 'new') return { key: 'new', id: null, current: null };
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? { key: `n${id}`, id, current: id } : null;
};

/** What the address names now, keeping the open editor when it already shows that note. */
const follow = (session: NoteSession | null, param: string | null) => {
  if (param === null) return null;
  if (param === 'new') return session && session.current === null ? session : sessionFrom(param);
  return session?.current === Number(param) ? session : sessionFrom(param);
};

/**
 * The note open on the notes page, kept in the address (`?note=<id>`, `?note=new`): opening, starting, closing, and a
 * new note getting its id; an address changed from outside (back and forward, the command palette) opens what it names.
 */
export function useNoteSession() {
  const [params, setParams] = useSearchParams();
  const param = params.get('note');
  const [session, setSession] = useState(() => sessionFrom(param));
  const [seen, setSeen] = useState(param);
  if (param !== seen) {
    setSeen(param);
    setSession((s) => follow(s, param));
  }
  const latest = useRef(session);
  useEffect(() => {
    latest.current = session;
  });
  const go = (next: NoteSession | null, replace = false) => {
    setSession(next);
    const note = next ? (next.current === null ? 'new' : String(next.current)) : null;
    setSeen(note);
    setParams(note ? { note } : {}, { replace });
  };
  return {
    session,
    open: (id: number) => go({ key: `n${id}`, id, current: id }),
    start: () => go({ key: `new${Date.now()}`, id: null, current: null }),
    close: () => go(null),
    /** A new note got its id from its first save; nothing changes if the writer has moved on to another note. */
    created: (key: string, id: number) => {
      const now = latest.current;
      if (now?.key === key) go({ ...now, current: id }, true);
    },
  };
}
