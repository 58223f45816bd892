/**
 * The learner's workspace pages (notes, documents) in one module, so the route table, which every page downloads,
 * names one set of their chunks instead of one per page (the /events budget, ADR 0037).
 */
export { NotesPage } from '../../features/notes/pages/NotesPage.tsx';
export { DocumentsPage } from '../../features/documents/pages/DocumentsPage.tsx';
