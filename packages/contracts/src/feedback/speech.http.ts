import { endpoint } from '../common/endpoint.ts';
import { RECORD_PREFIX } from '../recordings/recordings.http.ts';
import * as s from './speech.schemas.ts';

const REVISION_PREFIX = RECORD_PREFIX.replace(/\/record$/, '');

/** Reference speech: text read aloud in the learner's accent, and dictionary pronunciations (issue 6). */
export const speechApi = {
  tts: endpoint({
    method: 'POST',
    path: `${REVISION_PREFIX}/tts`,
    summary:
      'Read a text aloud (at most 500 characters) in an accent and voice; answers the audio’s URL, cached per text, accent and voice',
    auth: 'access',
    body: s.ttsBodySchema,
    status: 200,
    response: s.ttsResponseSchema,
  }),
  dictionary: endpoint({
    method: 'GET',
    // The spec lists the dictionary among the sdk's calls (§7); the vocabulary pages look words up with it.
    path: '/api/v1/sdk/dictionary',
    summary:
      'A word’s pronunciations (CMU phones), a reference reading in the caller’s accent, its meanings and examples (WordNet) and CEFR level',
    auth: 'access',
    query: s.dictionaryQuerySchema,
    status: 200,
    response: s.dictionaryEntrySchema,
  }),
} as const;
