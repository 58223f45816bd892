import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RECORD_PREFIX,
  RECORDING_TEXTS,
  REVIEW_TEXTS,
  STORAGE_PREFIX,
  type FeedbackChunk,
  type ReviewRequest,
} from '@parley/contracts';
import { recordings, users } from '../../../db/schema/index.ts';
import { expectError } from '../../../test/auth-helpers.ts';
import { multipart } from '../../../test/multipart.ts';
import { noticeKinds } from '../../../test/notification-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { askReview, processedRecording as processedRecordingOf, reviewPerson, type Person } from './review-test-helpers.ts';

const REVIEWS = '/api/v1/extensions/revision/review_requests';

let t: TestApp;
let teacher: Person;
let otherTeacher: Person;
let student: Person;
let stranger: Person;

const person = (status: 'STUDENT' | 'TEACHER', plan: 'free' | 'basic' = 'basic', fullName?: string) =>
  reviewPerson(t, status, plan, fullName);
const processedRecording = (owner: Person) => processedRecordingOf(t, owner);
const ask = (who: Person, recordingId: number, teacherId: number) => askReview(t, who, recordingId, teacherId);
const comment = (who: Person, recordingId: number, payload: object) =>
  t.app.inject({ method: 'POST', url: `${RECORD_PREFIX}/${recordingId}/comments`, payload, headers: who.headers });

beforeAll(async () => {
  t = await createTestApp();
  teacher = await person('TEACHER');
  otherTeacher = await person('TEACHER');
  student = await person('STUDENT', 'basic', 'Zora Quill');
  stranger = await person('STUDENT');
});
afterAll(() => t.close());

describe('review requests', () => {
  it('a paid learner sends a processed recording to a teacher, who then sees and lists it', async () => {
    const { id } = await processedRecording(student);
    expectError(
      await t.app.inject({ method: 'GET', url: `${RECORD_PREFIX}/${id}`, headers: teacher.headers }),
      404,
      'NOT_FOUND',
      RECORDING_TEXTS.notFound,
    );
    const sent = await ask(student, id, teacher.id);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ recording_id: id, student_display_name: 'Zora Quill', status: 'accepted' });
    expect((await ask(student, id, teacher.id)).statusCode).toBe(200);
    expectError(await ask(student, id, otherTeacher.id), 409, 'CONFLICT', 'This recording was already sent to another teacher');
    const [named] = await t.db.select().from(users).where(eq(users.id, teacher.id));
    const mine = await t.app.inject({ method: 'GET', url: `${RECORD_PREFIX}/${id}`, headers: student.headers });
    expect(mine.json().review).toEqual({
      teacher_id: teacher.id,
      teacher_name: named!.displayName || named!.fullName || named!.username,
      status: 'accepted',
    });

    expect((await t.app.inject({ method: 'GET', url: `${RECORD_PREFIX}/${id}`, headers: teacher.headers })).statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: `${RECORD_PREFIX}/list`, headers: teacher.headers });
    expect(list.json().items.map((r: { id: number }) => r.id)).toContain(id);
    const theirs = await t.app.inject({ method: 'GET', url: `${RECORD_PREFIX}/list`, headers: otherTeacher.headers });
    expect(theirs.json().items.map((r: { id: number }) => r.id)).not.toContain(id);
    expectError(
      await t.app.inject({ method: 'GET', url: `${RECORD_PREFIX}/${id}`, headers: otherTeacher.headers }),
      404,
      'NOT_FOUND',
      RECORDING_TEXTS.notFound,
    );
  });

  it('refuses a free learner, an unprocessed recording, a non-teacher and someone else’s recording', async () => {
    const free = await person('STUDENT', 'free');
    const { id: freeRecording } = await processedRecording(free);
    expectError(await ask(free, freeRecording, teacher.id), 403, 'FORBIDDEN', REVIEW_TEXTS.needsPlan);
    const { id } = await processedRecording(student);
    expectError(await ask(student, id, stranger.id), 400, 'VALIDATION_ERROR', REVIEW_TEXTS.notATeacher);
    expectError(await ask(stranger, id, teacher.id), 404, 'NOT_FOUND', RECORDING_TEXTS.notFound);
    await t.db.update(recordings).set({ status: 'PROCESSING' }).where(eq(recordings.id, id));
    expectError(await ask(student, id, teacher.id), 409, 'CONFLICT', REVIEW_TEXTS.notProcessed);
  });

  it('the teacher searches by name, sorts by date, and toggles reviewed; only teachers, only their own', async () => {
    const pupil = await person('STUDENT', 'basic', 'Ulla Vance');
    const teacherB = await person('TEACHER');
    const first = await processedRecording(pupil);
    const second = await processedRecording(student);
    await ask(pupil, first.id, teacherB.id);
    t.clock.advance(1000);
    await ask(student, second.id, teacherB.id);

    const all = await t.app.inject({ method: 'GET', url: `${REVIEWS}?sort=oldest`, headers: teacherB.headers });
    expect(all.json<ReviewRequest[]>().map((r) => r.recording_id)).toEqual([first.id, second.id]);
    const newest = await t.app.inject({ method: 'GET', url: REVIEWS, headers: teacherB.headers });
    expect(newest.json<ReviewRequest[]>().map((r) => r.recording_id)).toEqual([second.id, first.id]);
    const found = await t.app.inject({ method: 'GET', url: `${REVIEWS}?search=ulla`, headers: teacherB.headers });
    expect(found.json<ReviewRequest[]>()).toEqual([
      expect.objectContaining({ recording_id: first.id, student_display_name: 'Ulla Vance' }),
    ]);
    const none = await t.app.inject({
      method: 'GET',
      url: `${REVIEWS}?search=${encodeURIComponent('%_')}`,
      headers: teacherB.headers,
    });
    expect(none.json()).toEqual([]);

    const put = (who: Person, id: number, reviewed: boolean) =>
      t.app.inject({ method: 'PUT', url: `${REVIEWS}/${id}`, payload: { reviewed }, headers: who.headers });
    expect((await put(teacherB, first.id, true)).json()).toMatchObject({ status: 'reviewed' });
    // Marked reviewed once, the student is told once; marking it again is no news.
    expect((await put(teacherB, first.id, true)).json()).toMatchObject({ status: 'reviewed' });
    expect(await noticeKinds(t, pupil.headers)).toEqual(['teacher_feedback']);
    expect((await put(teacherB, first.id, false)).json()).toMatchObject({ status: 'accepted' });
    expectError(await put(teacher, first.id, true), 404, 'NOT_FOUND', REVIEW_TEXTS.notFound);
    expectError(await put(pupil, first.id, true), 403, 'FORBIDDEN', REVIEW_TEXTS.teachersOnly);
    expectError(
      await t.app.inject({ method: 'GET', url: REVIEWS, headers: pupil.headers }),
      403,
      'FORBIDDEN',
      REVIEW_TEXTS.teachersOnly,
    );
    const bad = await t.app.inject({
      method: 'PUT',
      url: `${REVIEWS}/${first.id}`,
      payload: { reviewed: 'yes' },
      headers: teacherB.headers,
    });
    expectError(bad, 400, 'VALIDATION_ERROR', 'reviewed is true or false');
  });
});

describe('comments', () => {
  it('the teacher comments on a finding and on a time range, in words and as audio; the learner sees them', async () => {
    const { id, chunkId } = await processedRecording(student);
    await ask(student, id, teacher.id);
    const onFinding = await comment(teacher, id, { chunk_id: chunkId, comment: 'Say "went", not "go".' });
    expect(onFinding.statusCode, onFinding.body).toBe(201);
    expect(onFinding.json<FeedbackChunk>()).toMatchObject({
      id: chunkId,
      error_type: 'GRAMMAR',
      comments: [
        expect.objectContaining({
          comment: 'Say "went", not "go".',
          is_ai: false,
          user: expect.objectContaining({ id: teacher.id }),
        }),
      ],
    });
    const onRange = await comment(teacher, id, { start_time: 4, end_time: 6.5, comment: 'Nice intonation here' });
    expect(onRange.json<FeedbackChunk>()).toMatchObject({ start_time: 4, end_time: 6.5, error_type: null });

    const wav = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt '), Buffer.alloc(200, 1)]);
    const form = multipart('file', 'comment.wav', wav, 'audio/wav');
    const audio = await t.app.inject({
      method: 'POST',
      url: `${RECORD_PREFIX}/${id}/comments/audio?chunk_id=${chunkId}`,
      payload: form.payload,
      headers: { ...form.headers, ...teacher.headers },
    });
    expect(audio.statusCode, audio.body).toBe(201);
    const spoken = audio.json<FeedbackChunk>().comments.find((c) => c.comment_type === 'AUDIO')!;
    // A path on this server, not an address on PUBLIC_URL: the page plays it from whatever address it was opened on.
    expect(spoken.audio_comment_url!.startsWith(`${STORAGE_PREFIX}/files/`), spoken.audio_comment_url!).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: spoken.audio_comment_url! });
    expect(served.headers['content-type']).toBe('audio/wav');

    const seen = (await t.app.inject({ method: 'GET', url: `${RECORD_PREFIX}/${id}`, headers: student.headers })).json();
    expect(seen.feedback.chunks.flatMap((c: FeedbackChunk) => c.comments).length).toBe(3);
  });

  it('refuses an empty or misplaced comment, and comments by strangers', async () => {
    const { id, chunkId } = await processedRecording(student);
    expectError(
      await comment(student, id, { chunk_id: chunkId, comment: '   ' }),
      400,
      'VALIDATION_ERROR',
      REVIEW_TEXTS.commentEmpty,
    );
    expectError(await comment(student, id, { comment: 'Where?' }), 400, 'VALIDATION_ERROR', REVIEW_TEXTS.commentPlace);
    expectError(
      await comment(student, id, { start_time: 5, end_time: 2, comment: 'Backwards' }),
      400,
      'VALIDATION_ERROR',
      REVIEW_TEXTS.commentPlace,
    );
    expectError(await comment(stranger, id, { chunk_id: chunkId, comment: 'Hi' }), 404, 'NOT_FOUND', RECORDING_TEXTS.notFound);
    const { chunkId: foreignChunk } = await processedRecording(stranger);
    expectError(
      await comment(student, id, { chunk_id: foreignChunk, comment: 'Hi' }),
      404,
      'NOT_FOUND',
      'This part of the recording does not exist',
    );
  });

  it('votes toggle and switch, one per person; only the author deletes a comment', async () => {
    const { id, chunkId } = await processedRecording(student);
    await ask(student, id, teacher.id);
    const made = (await comment(teacher, id, { chunk_id: chunkId, comment: 'Good try' })).json<FeedbackChunk>();
    const commentId = made.comments[0]!.id;
    const voteAs = (who: Person, v: 'like' | 'dislike') =>
      t.app.inject({
        method: 'POST',
        url: `${RECORD_PREFIX}/comments/${commentId}/vote`,
        payload: { vote: v },
        headers: who.headers,
      });
    expect((await voteAs(student, 'like')).json()).toMatchObject({
      likes: { count: 1, user_ids: [student.id] },
      dislikes: { count: 0 },
    });
    expect((await voteAs(teacher, 'like')).json()).toMatchObject({ likes: { count: 2 } });
    expect((await voteAs(student, 'dislike')).json()).toMatchObject({
      likes: { count: 1, user_ids: [teacher.id] },
      dislikes: { count: 1 },
    });
    expect((await voteAs(student, 'dislike')).json()).toMatchObject({
      likes: { count: 1 },
      dislikes: { count: 0, user_ids: [] },
    });
    expectError(await voteAs(stranger, 'like'), 404, 'NOT_FOUND', REVIEW_TEXTS.commentNotFound);

    const remove = (who: Person) =>
      t.app.inject({ method: 'DELETE', url: `${RECORD_PREFIX}/comments/${commentId}`, headers: who.headers });
    expectError(await remove(student), 403, 'FORBIDDEN', REVIEW_TEXTS.notYourComment);
    expect((await remove(teacher)).json()).toEqual({ ok: true });
    expectError(await remove(teacher), 404, 'NOT_FOUND', REVIEW_TEXTS.commentNotFound);
    // The AI's finding stays, without the teacher's comment.
    const after = (await t.app.inject({ method: 'GET', url: `${RECORD_PREFIX}/${id}`, headers: student.headers })).json();
    expect(after.feedback.chunks).toEqual([expect.objectContaining({ id: chunkId, comments: [] })]);
  });
});
