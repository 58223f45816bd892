import {
  PROFICIENCY_MAX,
  PROFICIENCY_MIN,
  REALTIME_CLOSE,
  REALTIME_DEFAULT_LEVEL,
  REALTIME_PLANS,
  realtimeQuerySchema,
  type RealtimeLevel,
} from '@parley/contracts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { ownRecording } from '../recordings/public.ts';

export type Admission = { ok: true; user: UserRow; level: RealtimeLevel } | { ok: false; code: number; reason: string };

const refuse = (code: number, reason: string): Admission => ({ ok: false, code, reason });

/** The learner's English level from their profile (the workshops practise English), or the default. */
export function englishLevel(user: Pick<UserRow, 'learning'>): RealtimeLevel {
  const english = user.learning.find((l) => l.code.toLowerCase().startsWith('en'));
  const level = english?.proficiency;
  return level !== undefined && Number.isInteger(level) && level >= PROFICIENCY_MIN && level <= PROFICIENCY_MAX
    ? (level as RealtimeLevel)
    : REALTIME_DEFAULT_LEVEL;
}

/**
 * Who may open the voice channel: a valid access token (from the query: a browser socket sends no header), a Pro or
 * Team plan, and a recording of the caller's that is still being recorded. Someone else's recording answers like a
 * missing one.
 */
export async function admit(deps: Pick<ModuleDeps, 'authenticator' | 'db'>, rawQuery: unknown): Promise<Admission> {
  const token = (rawQuery as { token?: unknown } | null)?.token;
  if (typeof token !== 'string' || !token) return refuse(REALTIME_CLOSE.badToken, 'token is required');
  const query = realtimeQuerySchema.safeParse(rawQuery);
  if (!query.success) return refuse(REALTIME_CLOSE.badRequest, 'recording_id is required');
  let user: UserRow;
  try {
    ({ user } = await deps.authenticator.authenticateToken(token));
  } catch (err) {
    if (err instanceof AppError && err.status === 401) return refuse(REALTIME_CLOSE.badToken, err.message);
    throw err;
  }
  if (!REALTIME_PLANS.includes(user.plan)) return refuse(REALTIME_CLOSE.planRequired, 'The examiner needs a Pro or Team plan');
  try {
    const recording = await ownRecording(deps.db, user, query.data.recording_id);
    if (recording.status !== 'RECORDING') return refuse(REALTIME_CLOSE.recordingNotFound, 'The recording is not recording');
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return refuse(REALTIME_CLOSE.recordingNotFound, err.message);
    throw err;
  }
  return { ok: true, user, level: englishLevel(user) };
}
