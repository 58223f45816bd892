import { page } from '../route-spec.ts';

// Both pages load one module, so the route table, which every page downloads, names their chunks once.
const workspacePages = () => import('./workspace-pages.tsx');

export const notesPage = page(workspacePages, (m) => m.NotesPage);
export const documentsPage = page(workspacePages, (m) => m.DocumentsPage);

// Sticky notes and live boards: one small module that loads each page on the way (board-pages.ts).
const boardPages = () => import('./board-pages.ts');

export const stickyNotesPage = page(
  () => boardPages().then((m) => m.stickyNotes()),
  (m) => m.StickyNotesPage,
);
export const teacherStickyNotesPage = page(
  () => boardPages().then((m) => m.teacherStickyNotes()),
  (m) => m.TeacherStickyNotesPage,
);
export const liveBoardsPage = page(
  () => boardPages().then((m) => m.liveBoards()),
  (m) => m.LiveBoardsPage,
);
export const liveBoardPage = page(
  () => boardPages().then((m) => m.liveBoard()),
  (m) => m.LiveBoardPage,
);
