import { interviewApi, type CreateSessionBody } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

/** Starts a workshop session over the recording just started; answers the first question. */
export const createSession = (body: CreateSessionBody) => call(interviewApi.createSession, { body });
