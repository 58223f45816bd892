import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSROOM_TEXTS as T, RECORD_PREFIX, replySchema } from '@parley/contracts';
import * as z from 'zod/mini';
import { expectError } from '../../test/auth-helpers.ts';
import { multipart } from '../../test/multipart.ts';
import { createRecording } from '../../test/recording-helpers.ts';
import { noticeKinds } from '../../test/notification-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { Member } from '../../test/event-helpers.ts';
import { api, classroomOf, folder, joined, student, task, teacher } from './classroom-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const sendFile = (who: Member, code: string, taskId: number, name: string, data: Uint8Array) => {
  const form = multipart('file', name, data);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/sdk/classroom/${code}/tasks/${taskId}/reply/file`,
    payload: form.payload,
    headers: { ...form.headers, ...who.auth },
  });
};
const recordingOf = (who: Member, id: number) =>
  t.app.inject({ method: 'GET', url: `${RECORD_PREFIX}/${id}`, headers: who.auth });

async function classWithTask() {
  const owner = await teacher(t);
  const code = await classroomOf(t, owner);
  const taskId = await task(t, owner, code, null);
  const learner = await student(t);
  await joined(t, learner, code);
  return { owner, code, taskId, learner };
}

describe('replies', () => {
  it('a student replies with text, a recording and a file; the teacher reads them per task and per student', async () => {
    const { owner, code, taskId, learner } = await classWithTask();
    const text = await api(t, learner, 'POST', `${code}/tasks/${taskId}/reply`, { text: '  I went to the sea. ' });
    expect(text.statusCode, text.body).toBe(201);
    expect(z.strictObject(replySchema.shape).parse(text.json())).toMatchObject({ kind: 'text', text: 'I went to the sea.' });
    expect(await noticeKinds(t, owner.auth)).toEqual(['task_reply']);

    const recordingId = await createRecording(t, learner.auth);
    expectError(await recordingOf(owner, recordingId), 404, 'NOT_FOUND');
    const spoken = await api(t, learner, 'POST', `${code}/tasks/${taskId}/reply`, { recording_id: recordingId });
    expect(spoken.json()).toMatchObject({ kind: 'recording', recording: { id: recordingId, status: 'RECORDING' } });
    // The reply lets the teacher open the recording and its feedback.
    expect((await recordingOf(owner, recordingId)).statusCode).toBe(200);

    const file = await sendFile(learner, code, taskId, '../essay.pdf', PDF);
    expect(file.statusCode, file.body).toBe(201);
    expect(file.json().file).toMatchObject({ name: 'essay.pdf', type: 'application/pdf', size: PDF.byteLength });
    const stored = await t.app.inject({ method: 'GET', url: file.json().file.url });
    expect(stored.headers['content-type']).toBe('application/pdf');
    // A student's file is theirs and their teacher's: reached only through a signed address, never cached (ADR 0080).
    expect(stored.headers['cache-control']).toBe('private, no-store');
    expect((await t.app.inject({ method: 'GET', url: file.json().file.url.split('?')[0] })).statusCode).toBe(404);
    const notes = await sendFile(learner, code, taskId, 'notes.txt', new TextEncoder().encode('Words: harbour, tide'));
    expect(notes.json().file.type).toBe('text/plain');

    const perTask = (await api(t, owner, 'GET', `${code}/tasks/${taskId}/replies`)).json();
    expect(perTask.map((r: { kind: string }) => r.kind)).toEqual(['text', 'recording', 'file', 'file']);
    const perStudent = (await api(t, owner, 'GET', `${code}/students/${learner.id}/replies`)).json();
    expect(perStudent).toHaveLength(4);
    expect((await api(t, owner, 'GET', `${code}/tasks`)).json()[0].reply_count).toBe(4);
    expect((await api(t, owner, 'GET', `${code}/students`)).json().students[0].reply_count).toBe(4);

    // A classmate sees only their own replies.
    const classmate = await student(t);
    await joined(t, classmate, code);
    expect((await api(t, classmate, 'GET', `${code}/tasks/${taskId}/replies`)).json()).toEqual([]);
    expect((await api(t, learner, 'GET', `${code}/tasks/${taskId}/replies`)).json()).toHaveLength(4);
  });

  it('refuses empty replies, others’ recordings, wrong files, the teacher, outsiders and the 21st reply', async () => {
    const { owner, code, taskId, learner } = await classWithTask();
    const reply = (who: Member, body: object) => api(t, who, 'POST', `${code}/tasks/${taskId}/reply`, body);
    expectError(await reply(learner, { text: '   ' }), 400, 'VALIDATION_ERROR', T.replyEmpty);
    expectError(await reply(learner, { text: 'x'.repeat(5001) }), 400, 'VALIDATION_ERROR', T.replyTooLong);
    const theirs = await createRecording(t, (await student(t)).auth);
    expectError(await reply(learner, { recording_id: theirs }), 400, 'VALIDATION_ERROR', T.recordingNotYours);
    expectError(await recordingOf(owner, theirs), 404, 'NOT_FOUND');
    expectError(await reply(owner, { text: 'Model answer' }), 403, 'FORBIDDEN', T.studentsReply);
    expectError(await reply(await student(t), { text: 'Hi' }), 404, 'NOT_FOUND', T.taskNotFound);
    expectError(
      await sendFile(learner, code, taskId, 'a.exe', new Uint8Array([0x4d, 0x5a, 0, 0, 1])),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      T.fileType,
    );
    expectError(await sendFile(learner, code, taskId, 'empty.txt', new Uint8Array()), 400, 'VALIDATION_ERROR', T.fileRequired);
    expectError(
      await sendFile(learner, code, taskId, 'big.txt', new Uint8Array(10 * 1024 * 1024 + 1).fill(65)),
      413,
      'PAYLOAD_TOO_LARGE',
      T.fileTooLarge,
    );
    for (let i = 0; i < 20; i++) expect((await reply(learner, { text: `Try ${i}` })).statusCode).toBe(201);
    expectError(await reply(learner, { text: 'One more' }), 409, 'CONFLICT', T.tooManyReplies);
  });

  it('a student cannot read another student’s replies or a task’s replies in a folder they cannot see', async () => {
    const { owner, code, learner } = await classWithTask();
    const hidden = await task(t, owner, code, await folder(t, owner, code, [0]));
    expectError(await api(t, learner, 'GET', `${code}/tasks/${hidden}/replies`), 404, 'NOT_FOUND', T.taskNotFound);
    expectError(await api(t, learner, 'GET', `${code}/students/${learner.id}/replies`), 403, 'FORBIDDEN', T.teachersOnly);
  });
});
