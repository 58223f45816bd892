import { fillPath, vocabularyApi, type QuizAnswerBody } from '@parley/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';
import { uploadFile } from '../../../lib/api/upload.ts';
import { vocabularyKeys } from './keys.ts';

export const dueQueryOptions = () =>
  queryOptions({ queryKey: vocabularyKeys.due, queryFn: ({ signal }) => call(vocabularyApi.due, { signal }) });
export const useDue = () => useQuery(dueQueryOptions());

/** A session is fixed once fetched: answering moves cards, and the page keeps asking the questions it was given. */
export const useQuizSession = () =>
  useQuery({
    queryKey: vocabularyKeys.quiz,
    queryFn: ({ signal }) => call(vocabularyApi.quiz, { signal }),
    staleTime: Infinity,
    gcTime: 0,
  });

export const answerQuestion = (wordId: number, body: QuizAnswerBody) => call(vocabularyApi.answer, { params: { wordId }, body });

/** The word as the learner said it (Opus in WebM or Ogg). */
export const answerSpoken = (wordId: number, audio: Blob) =>
  uploadFile(
    vocabularyApi.spoken,
    fillPath(vocabularyApi.spoken.path, { wordId }),
    audio,
    audio.type.includes('ogg') ? 'word.ogg' : 'word.webm',
  );
