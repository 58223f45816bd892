import { classroomApi, stickyNotesApi, type StickyNoteCreate, type StickyNoteUpdate } from '@parley/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';

/** Every sticky-notes query starts with these; a board is the caller's own (null) or a classroom's. */
export const stickyKeys = {
  board: (classroomId: number | null) => ['sticky-notes', 'board', classroomId] as const,
  pinned: () => ['sticky-notes', 'pinned'] as const,
  classrooms: () => ['sticky-notes', 'classrooms'] as const,
};

export const boardQuery = (classroomId: number | null) =>
  queryOptions({
    queryKey: stickyKeys.board(classroomId),
    queryFn: () => call(stickyNotesApi.board, { query: classroomId === null ? {} : { classroom_id: classroomId } }),
  });

export const pinnedQuery = () => queryOptions({ queryKey: stickyKeys.pinned(), queryFn: () => call(stickyNotesApi.pinned, {}) });

/** The teacher's own classrooms, to pin notes to. */
export const classroomsQuery = () =>
  queryOptions({
    queryKey: stickyKeys.classrooms(),
    queryFn: async () => (await call(classroomApi.list, {})).filter((c) => c.role === 'teacher'),
  });

export const createStickyNote = (body: StickyNoteCreate) => call(stickyNotesApi.create, { body });
export const updateStickyNote = (id: number, body: StickyNoteUpdate) =>
  call(stickyNotesApi.update, { params: { noteId: id }, body });
export const arrangeStickyNotes = (classroomId: number | null, ids: number[]) =>
  call(stickyNotesApi.order, { body: { classroom_id: classroomId, ids } });
export const deleteStickyNote = (id: number) => call(stickyNotesApi.delete, { params: { noteId: id } });
