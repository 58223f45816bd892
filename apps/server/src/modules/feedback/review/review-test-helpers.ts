import { eq } from 'drizzle-orm';
import { RECORD_PREFIX } from '@parley/contracts';
import { feedbackChunks, recordings, users } from '../../../db/schema/index.ts';
import { bearer, registerAndVerify } from '../../../test/auth-helpers.ts';
import type { TestApp } from '../../../test/test-app.ts';

export interface Person {
  id: number;
  headers: Record<string, string>;
}

/** A verified account with a session, on a learner plan set in the table. */
export async function reviewPerson(
  t: TestApp,
  status: 'STUDENT' | 'TEACHER',
  plan: 'free' | 'basic' = 'basic',
  fullName?: string,
): Promise<Person> {
  const { auth } = await registerAndVerify(t, { status, ...(fullName ? { full_name: fullName } : {}) });
  await t.db
    .update(users)
    .set({ plan, ...(fullName ? { displayName: fullName } : {}) })
    .where(eq(users.id, auth.user.id));
  return { id: auth.user.id, headers: bearer(auth.access_token) };
}

/** A recording of `owner` the feedback job has finished, with one AI finding (the job itself is tested elsewhere). */
export async function processedRecording(t: TestApp, owner: Person) {
  const [row] = await t.db
    .insert(recordings)
    .values({
      userId: owner.id,
      sampleRate: 48000,
      channels: 1,
      chunkSize: 5,
      sampleWidth: 2,
      status: 'PROCESSED',
      durationSeconds: 12,
      stoppedAt: new Date(),
    })
    .returning({ id: recordings.id });
  const [chunk] = await t.db
    .insert(feedbackChunks)
    .values({ recordingId: row!.id, startTime: 1.2, endTime: 1.9, errorType: 'GRAMMAR' })
    .returning({ id: feedbackChunks.id });
  return { id: row!.id, chunkId: chunk!.id };
}

export const askReview = (t: TestApp, who: Person, recordingId: number, teacherId: number) =>
  t.app.inject({
    method: 'POST',
    url: `${RECORD_PREFIX}/${recordingId}/review`,
    payload: { teacher_id: teacherId },
    headers: who.headers,
  });
