import type { TFunction } from 'i18next';
import type { PaletteSource } from '../../ui/command-palette/palette-source.ts';
import { searchWeblinks } from './api/search-weblinks.ts';
import { weblinkName } from './lib/weblink-name.ts';
import './texts.ts';

/** The command palette's weblinks: the newest before anything is typed, then those matching; chosen, they open in a new tab. */
export function weblinksPaletteSource(t: TFunction): PaletteSource {
  return {
    id: 'weblinks',
    heading: t('weblinks.palette'),
    search: async (query, signal) => {
      const page = await searchWeblinks(query, 6, 0, signal);
      return page.items.map((w) => ({
        id: String(w.id),
        label: weblinkName(w),
        detail: [w.link, ...w.tags].join(' · '),
        target: { url: w.link },
      }));
    },
  };
}
