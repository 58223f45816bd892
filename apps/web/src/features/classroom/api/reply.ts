import { classroomApi, type ReplyBody } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

/** A text reply, or one with a recording of the student's own. */
export const reply = (code: string, taskId: number, body: ReplyBody) =>
  call(classroomApi.reply, { params: { code, taskId }, body });
