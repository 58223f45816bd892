import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_TEXTS, TEACHER_PAYMENT_TEXTS } from '@parley/contracts';
import { reviewRequests, teacherSubscriptions } from '../../../db/schema/index.ts';
import { monthStart } from '../../../shared/month-start.ts';
import { expectError } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { askReview, processedRecording, reviewPerson, type Person } from './review-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const person = (status: 'STUDENT' | 'TEACHER') => reviewPerson(t, status, 'free');
const processed = async (owner: Person) => (await processedRecording(t, owner)).id;
const ask = (who: Person, recordingId: number, teacherId: number) => askReview(t, who, recordingId, teacherId);

/** A teacher plan as the storefront keeps it once the provider has said so. */
async function teacherPlan(student: Person, teacher: Person, tier: 'ai' | 'basic' | 'premium', status = 'active') {
  await t.db.insert(teacherSubscriptions).values({
    provider: 'sandbox',
    providerId: `sub_${student.id}_${teacher.id}_${tier}`,
    studentId: student.id,
    teacherId: teacher.id,
    tier,
    status,
    eventAt: new Date(),
  });
}

describe('teacher plans and review requests', () => {
  it('a free learner on Basic sends the teacher 5 recordings a month, then is refused; asking again for one sent is free', async () => {
    const teacher = await person('TEACHER');
    const other = await person('TEACHER');
    const pupil = await person('STUDENT');
    await teacherPlan(pupil, teacher, 'basic', 'trialing');
    const sent: number[] = [];
    for (let i = 0; i < 5; i++) {
      const id = await processed(pupil);
      const res = await ask(pupil, id, teacher.id);
      expect(res.statusCode, res.body).toBe(200);
      sent.push(id);
    }
    expect((await ask(pupil, sent[0]!, teacher.id)).statusCode).toBe(200);
    const sixth = await processed(pupil);
    expectError(await ask(pupil, sixth, teacher.id), 403, 'EXC_TEACHER_REVIEW_LIMIT_REACHED', TEACHER_PAYMENT_TEXTS.reviewLimit);
    // The plan is with one teacher: another one needs a plan of their own (or a paid learner plan).
    expectError(await ask(pupil, sixth, other.id), 403, 'FORBIDDEN', REVIEW_TEXTS.needsPlan);

    // Last month's recordings do not count; the month is the app clock's.
    const lastMonth = new Date(monthStart(t.clock.now()).getTime() - 1);
    await t.db.update(reviewRequests).set({ createdAt: lastMonth }).where(eq(reviewRequests.recordingId, sent[0]!));
    expect((await ask(pupil, sixth, teacher.id)).statusCode).toBe(200);
  });

  it('a learner whose own plan lets them ask any teacher is not refused by a teacher plan bought on top', async () => {
    const teacher = await person('TEACHER');
    const paid = await reviewPerson(t, 'STUDENT', 'basic');
    await teacherPlan(paid, teacher, 'basic');
    for (let i = 0; i < 6; i++) expect((await ask(paid, await processed(paid), teacher.id)).statusCode).toBe(200);
  });

  it('Premium holds 15 a month; the AI plan and an ended plan hold none', async () => {
    const teacher = await person('TEACHER');
    const premium = await person('STUDENT');
    await teacherPlan(premium, teacher, 'premium');
    for (let i = 0; i < 15; i++) expect((await ask(premium, await processed(premium), teacher.id)).statusCode).toBe(200);
    expectError(await ask(premium, await processed(premium), teacher.id), 403, 'EXC_TEACHER_REVIEW_LIMIT_REACHED');

    const aiOnly = await person('STUDENT');
    await teacherPlan(aiOnly, teacher, 'ai');
    expectError(await ask(aiOnly, await processed(aiOnly), teacher.id), 403, 'FORBIDDEN', REVIEW_TEXTS.needsPlan);
    const ended = await person('STUDENT');
    await teacherPlan(ended, teacher, 'basic', 'canceled');
    expectError(await ask(ended, await processed(ended), teacher.id), 403, 'FORBIDDEN', REVIEW_TEXTS.needsPlan);
  });
});
