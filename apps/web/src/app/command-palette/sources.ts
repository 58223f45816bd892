import type { User } from '@parley/contracts';
import type { TFunction } from 'i18next';
import { notesPaletteSource } from '../../features/notes/palette-source.ts';
import { vocabularyPaletteSource } from '../../features/vocabulary/palette-source.ts';
import { weblinksPaletteSource } from '../../features/weblinks/palette-source.ts';
import type { PaletteSource } from '../../ui/command-palette/palette-source.ts';
import { pagesSource } from './pages-source.ts';

/** What a source is built from each time the palette opens. */
export interface PaletteContext {
  t: TFunction;
  user: User;
}

/**
 * The palette's sources, in the order their groups show. A feature adds one by exporting a
 * `(ctx: PaletteContext) => PaletteSource | null` (null: not for this user) from its own `palette-source.ts` and
 * listing it here; features cannot import the app, so the type is written out there as `(t, user) => …`.
 */
export const PALETTE_SOURCES: readonly ((ctx: PaletteContext) => PaletteSource | null)[] = [
  ({ t, user }) => pagesSource(t, user),
  ({ t }) => weblinksPaletteSource(t),
  ({ t }) => notesPaletteSource(t),
  ({ t }) => vocabularyPaletteSource(t),
];
