import type { RouteName } from '@parley/contracts';
import { page, type RouteSpec } from '../route-spec.ts';

// Both pages load one module, so the route table, which every page downloads, names their chunks once.
const workspacePages = () => import('./workspace-pages.tsx');

export const notesPage = page(workspacePages, (m) => m.NotesPage);
export const documentsPage = page(workspacePages, (m) => m.DocumentsPage);

// Sticky notes and live boards: one small module that loads each page on the way (board-pages.ts).
const boardPage = (name: 'dashboardStickyNotes' | 'dashboardStickyNotesTeacher' | 'dashboardLiveBoards') => () =>
  import('./board-pages.ts').then((m) => m[name]());

export const boardRoutes = {
  dashboardStickyNotes: {
    access: 'protected',
    dashboard: true,
    title: 'dashboardStickyNotes',
    page: boardPage('dashboardStickyNotes'),
  },
  // The spec's TEACHER-only page, named like the learner's: a title less for every page to download (the /events budget).
  dashboardStickyNotesTeacher: {
    access: 'protected',
    roles: ['TEACHER'],
    dashboard: true,
    title: 'dashboardStickyNotes',
    page: boardPage('dashboardStickyNotesTeacher'),
  },
  dashboardLiveBoards: {
    access: 'protected',
    dashboard: true,
    title: 'dashboardLiveBoards',
    page: boardPage('dashboardLiveBoards'),
  },
} satisfies Partial<Record<RouteName, RouteSpec>>;
