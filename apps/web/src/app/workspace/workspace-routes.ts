import { page } from '../route-spec.ts';

// Both pages load one module, so the route table, which every page downloads, names their chunks once.
const workspacePages = () => import('./workspace-pages.tsx');

export const notesPage = page(workspacePages, (m) => m.NotesPage);
export const documentsPage = page(workspacePages, (m) => m.DocumentsPage);
