import { z } from 'zod';
import { ACCENT_CODES, DEFAULT_ACCENT, LANGUAGE_CODES, VOICE_GENDERS } from '../profile/profile.constants.ts';

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
    .trim()
    .min(1, SPEECH_TEXTS.textRequired)
    .max(TTS_TEXT_MAX, SPEECH_TEXTS.textTooLong),
  accent: z.enum(ACCENT_CODES, { error: SPEECH_TEXTS.accent }).default(DEFAULT_ACCENT),
  gender: z.enum(VOICE_GENDERS, { error: SPEECH_TEXTS.gender }).default('MALE'),
});
export type TtsBody = z.infer<typeof ttsBodySchema>;
export const ttsResponseSchema = z.object({ tts_url: z.string() });

export const dictionaryQuerySchema = z.object({
  language: z.enum(LANGUAGE_CODES).default('en'),
  word: z
    .string({ error: SPEECH_TEXTS.wordRequired })
    .trim()
    .min(1, SPEECH_TEXTS.wordRequired)
    .max(60)
    .regex(/^[A-Za-z][A-Za-z'-]*$/, SPEECH_TEXTS.wordUnknown),
  accent: z.enum(ACCENT_CODES, { error: SPEECH_TEXTS.accent }).optional(),
});
/** A dictionary entry: the word's pronunciations in CMU phones (ARPAbet) and a reference reading. */
export const dictionaryEntrySchema = z.object({
  word: z.string(),
  language: z.string(),
  phonemes: z.array(z.array(z.string())),
  tts_url: z.string().nullable(),
});
