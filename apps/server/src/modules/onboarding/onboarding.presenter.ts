import { ACCENTS, LANGUAGES, type Module, type ModuleId, type ModuleResult, type LanguagesModuleConfig } from '@parley/contracts';
import type { ModuleResultRow } from '../../db/schema/index.ts';

const flagImage = (flag: string) => `/flags/${flag}.svg`;

/** The languages and accents on offer, with the flag images the web app ships. */
const LANGUAGES_CONFIG: LanguagesModuleConfig = {
  languages: LANGUAGES.map((l) => ({ code: l.code, name: l.name, flag_image: flagImage(l.flag) })),
  accents: ACCENTS.map((a) => ({ code: a.code, name: a.name, flag_image: flagImage(a.flag) })),
};

export const presentModule = (id: ModuleId, isRequired: boolean, isSubmitted: boolean): Module => ({
  id,
  is_required: isRequired,
  is_submitted: isSubmitted,
  config: id === 'Languages' ? LANGUAGES_CONFIG : null,
});

export const presentResult = (row: ModuleResultRow): ModuleResult => ({
  id: row.id,
  module_id: row.moduleId as ModuleId,
  data: row.data,
  created_at: row.createdAt.toISOString(),
});
