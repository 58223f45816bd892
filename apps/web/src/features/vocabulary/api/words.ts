import { speechApi, vocabularyApi, type VocabularyBody } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const addWord = (body: VocabularyBody) => call(vocabularyApi.create, { body });

export const deleteWord = (id: number) => call(vocabularyApi.delete, { params: { wordId: id } });

/** The dictionary's entry (meanings, examples, level, a reading); null when it does not know the word. */
export const lookUpWord = (word: string, signal?: AbortSignal) =>
  call(speechApi.dictionary, { query: { word, language: 'en' }, ...(signal ? { signal } : {}) });

/** The word read aloud in the learner's accent (cached by the server), as an address to play. */
export const readAloud = async (word: string) => (await call(speechApi.tts, { body: { text: word } })).tts_url;
