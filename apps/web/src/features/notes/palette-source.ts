import { ROUTES } from '@parley/contracts';
import type { TFunction } from 'i18next';
import type { PaletteSource } from '../../ui/command-palette/palette-source.ts';
import { searchNotes } from './api/list-notes.ts';
import './texts.ts';

/** The command palette's notes: the last changed before anything is typed, then those matching; chosen, they open. */
export function notesPaletteSource(t: TFunction): PaletteSource {
  return {
    id: 'notes',
    heading: t('notes.palette'),
    search: async (query, signal) => {
      const page = await searchNotes(query, 6, 0, signal);
      return page.items.map((note) => ({
        id: String(note.id),
        label: note.title || t('notes.untitled'),
        ...(note.excerpt ? { detail: note.excerpt } : {}),
        target: { path: `${ROUTES.dashboardNotes}?note=${note.id}` },
      }));
    },
  };
}
