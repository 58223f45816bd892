import { interviewApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

/** Has the server make the follow-up questions on what was said so far; it asks them at the later steps. */
export const fetchFollowUps = (recordingId: number) => call(interviewApi.followUp, { params: { recordingId } });
