import { interviewApi, type NextQuestionBody } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

/** "Next question": moves the session one step on; answers it with the question to ask. */
export const nextQuestion = (sessionId: number, body: NextQuestionBody) =>
  call(interviewApi.next, { params: { sessionId }, body });
