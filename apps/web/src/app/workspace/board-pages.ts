/**
 * The sticky notes and live boards pages, each in its own chunk, by route name. The route table, which every page
 * downloads, names only this small module; the list of chunks each page needs is here, downloaded on the way to one
 * of them (the /events budget, ADR 0037).
 */
export const dashboardStickyNotes = () =>
  import('../../features/sticky-notes/pages/StickyNotesPage.tsx').then((m) => ({ Component: m.StickyNotesPage }));
export const dashboardStickyNotesTeacher = () =>
  import('../../features/sticky-notes/pages/TeacherStickyNotesPage.tsx').then((m) => ({
    Component: m.TeacherStickyNotesPage,
  }));
export const dashboardLiveBoards = () =>
  import('../../features/live-boards/pages/LiveBoardsPage.tsx').then((m) => ({ Component: m.LiveBoardsPage }));
