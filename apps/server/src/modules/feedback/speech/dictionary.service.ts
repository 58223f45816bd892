import type { z } from 'zod';
import type { dictionaryQuerySchema } from '@parley/contracts';
import { ACCENT_CODES, DEFAULT_ACCENT, SPEECH_TEXTS, VOICE_GENDERS } from '@parley/contracts';
import { cefrOfWord, meaningsOf, pronunciationsOf } from '@parley/language';
import { notFound } from '../../../errors.ts';
import { fileUrl } from '../../../shared/file-url.ts';
import { speakFor, type ReadingLimit, type TtsDeps } from './tts.service.ts';

/**
 * A word's dictionary pronunciations (CMU phones) with a reading in the caller's accent (the query's, else their
 * preferred one), its meanings (WordNet) and CEFR level. Only English has a dictionary here; a word is known when
 * either dictionary holds it; a failed reading leaves tts_url null rather than the entry.
 */
export async function lookUpWord(
  deps: TtsDeps & { readings: ReadingLimit },
  viewer: { id: number; accent: string | null; voiceGender: string | null },
  query: z.output<typeof dictionaryQuerySchema>,
) {
  const english = query.language === 'en';
  const phonemes = english ? pronunciationsOf(query.word) : [];
  const meanings = english ? await meaningsOf(query.word) : [];
  if (phonemes.length === 0 && meanings.length === 0) throw notFound(SPEECH_TEXTS.wordUnknown);
  const accent = query.accent ?? ACCENT_CODES.find((code) => code === viewer.accent) ?? DEFAULT_ACCENT;
  const gender = VOICE_GENDERS.find((g) => g === viewer.voiceGender) ?? 'MALE';
  // Past the person's limit of new readings the entry comes without one, as when the engine fails.
  const key = await speakFor(deps, viewer.id, { text: query.word.toLowerCase(), accent, gender }).catch(() => null);
  return {
    word: query.word.toLowerCase(),
    language: query.language,
    phonemes,
    tts_url: fileUrl(key),
    meanings,
    cefr_level: cefrOfWord(query.word),
  };
}
