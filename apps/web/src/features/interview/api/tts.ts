import { queryOptions } from '@tanstack/react-query';
import { speechApi, type TtsBody } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

/** A text read aloud in the learner's accent and voice; the server caches it, so it is never asked for twice. */
export const ttsQueryOptions = (body: TtsBody) =>
  queryOptions({
    queryKey: ['interview', 'tts', body],
    queryFn: ({ signal }) => call(speechApi.tts, { body, signal }),
    staleTime: Infinity,
    // A voice that fails is skipped: the question is on screen anyway.
    retry: false,
  });
