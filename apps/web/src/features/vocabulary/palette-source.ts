import { ROUTES } from '@parley/contracts';
import type { TFunction } from 'i18next';
import type { PaletteSource } from '../../ui/command-palette/palette-source.ts';
import { listWords } from './api/list-words.ts';
import './texts.ts';

/** The command palette's words: the newest before anything is typed, then those matching; chosen, the list shows it. */
export function vocabularyPaletteSource(t: TFunction): PaletteSource {
  return {
    id: 'vocabulary',
    heading: t('vocabulary.palette'),
    search: async (query, signal) => {
      const page = await listWords(query, 6, 0, signal);
      return page.items.map((w) => ({
        id: String(w.id),
        label: w.word,
        ...(w.meaning ? { detail: w.meaning } : {}),
        target: { path: `${ROUTES.dashboardVocabulary}?query=${encodeURIComponent(w.word)}` },
      }));
    },
  };
}
