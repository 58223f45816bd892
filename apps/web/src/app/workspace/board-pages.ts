/**
 * The sticky notes and live boards pages, each in its own chunk. The route table, which every page downloads, names
 * only this small module; the list of chunks each page needs is here, downloaded on the way to one of them (the
 * /events budget, ADR 0037).
 */
export const stickyNotes = () => import('../../features/sticky-notes/pages/StickyNotesPage.tsx');
export const teacherStickyNotes = () => import('../../features/sticky-notes/pages/TeacherStickyNotesPage.tsx');
export const liveBoards = () => import('../../features/live-boards/pages/LiveBoardsPage.tsx');
export const liveBoard = () => import('../../features/live-boards/pages/LiveBoardPage.tsx');
