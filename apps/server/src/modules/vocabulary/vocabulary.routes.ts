import { VOCABULARY_TEXTS as T, vocabularyApi as api } from '@parley/contracts';
import type { Route } from '../../plugins/router.ts';
import { readUploadedFile } from '../../shared/uploaded-file.ts';
import * as quiz from './quiz.service.ts';
import * as vocabulary from './vocabulary.service.ts';

/** Contract → caller → one service call (ADR 0064 gives the calls their paths). */
export function vocabularyRoutes(route: Route, deps: quiz.QuizDeps) {
  route(api.list, ({ user, query }) => vocabulary.list(deps, user.id, query));
  route(api.create, ({ user, body }) => vocabulary.create(deps, user.id, body));
  route(api.delete, ({ user, params }) => vocabulary.remove(deps, user.id, params.wordId));
  route(api.due, ({ user }) => quiz.due(deps, user.id));
  route(api.quiz, ({ user }) => quiz.session(deps, user.id));
  route(api.answer, ({ user, params, body }) => quiz.answer(deps, user.id, params.wordId, body));
  route(api.spoken, async ({ user, params, request }) => {
    const { data } = await readUploadedFile(request, { required: T.audioRequired, tooLarge: T.audioTooLarge });
    return quiz.spoken(deps, user.id, params.wordId, data);
  });
}
