import * as z from 'zod/mini';
import { ACCENT_CODES, DEFAULT_ACCENT, LANGUAGE_CODES, VOICE_GENDERS } from '../profile/profile.constants.ts';
import { CEFR_LEVELS } from '../recordings/recordings.constants.ts';

export const TTS_TEXT_MAX = 500;

export const SPEECH_TEXTS = {
  textRequired: 'Please enter some text to read aloud',
  textTooLong: `Text to read aloud can be at most ${TTS_TEXT_MAX} characters`,
  accent: 'Choose an accent from the list',
  gender: 'The voice is MALE or FEMALE',
  ttsUnavailable: 'Reading aloud is not available right now',
  wordRequired: 'Please enter a word',
  wordUnknown: 'This word is not in the dictionary',
} as const;

/** The spec's text-to-speech request: {text, accent (en-GB), gender (MALE)}. */
export const ttsBodySchema = z.object({
  text: z
    .string({ error: SPEECH_TEXTS.textRequired })
    .check(z.trim(), z.minLength(1, SPEECH_TEXTS.textRequired), z.maxLength(TTS_TEXT_MAX, SPEECH_TEXTS.textTooLong)),
  accent: z._default(z.enum(ACCENT_CODES, { error: SPEECH_TEXTS.accent }), DEFAULT_ACCENT),
  gender: z._default(z.enum(VOICE_GENDERS, { error: SPEECH_TEXTS.gender }), 'MALE'),
});
export type TtsBody = z.infer<typeof ttsBodySchema>;
export const ttsResponseSchema = z.object({ tts_url: z.string() });

export const dictionaryQuerySchema = z.object({
  language: z._default(z.enum(LANGUAGE_CODES), 'en'),
  word: z
    .string({ error: SPEECH_TEXTS.wordRequired })
    .check(
      z.trim(),
      z.minLength(1, SPEECH_TEXTS.wordRequired),
      z.maxLength(60),
      z.regex(/^[A-Za-z][A-Za-z'-]*$/, SPEECH_TEXTS.wordUnknown),
    ),
  accent: z.optional(z.enum(ACCENT_CODES, { error: SPEECH_TEXTS.accent })),
});
/** One sense of a word, as WordNet gives it (issue 21: the vocabulary's dictionary lookup). */
export const dictionaryMeaningSchema = z.object({
  part_of_speech: z.enum(['noun', 'verb', 'adjective', 'adverb']),
  definition: z.string(),
  examples: z.array(z.string()),
});
/**
 * A dictionary entry: the word's pronunciations in CMU phones (ARPAbet), a reference reading, its most common
 * meanings (WordNet) and its CEFR level (ours, by spoken frequency: docs/language/vocabulary.md).
 */
export const dictionaryEntrySchema = z.object({
  word: z.string(),
  language: z.string(),
  phonemes: z.array(z.array(z.string())),
  tts_url: z.nullable(z.string()),
  meanings: z.array(dictionaryMeaningSchema),
  cefr_level: z.nullable(z.enum(CEFR_LEVELS)),
});
export type DictionaryEntry = z.infer<typeof dictionaryEntrySchema>;
