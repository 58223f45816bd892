import {
  FOLLOW_UP_COUNTER,
  INTERVIEW_PLANS,
  INTERVIEW_TEXTS,
  type AskedQuestion,
  type CreateSessionBody,
  type FollowUpQuestions,
  type InterviewSession,
  type NextQuestionBody,
  type Plan,
  type Workshop,
} from '@parley/contracts';
import { AppError, conflict, notFound } from '../../errors.ts';
import type { Db } from '../../platform/db/port.ts';
import { ownRecording } from '../recordings/public.ts';
import * as store from './interview.store.ts';
import { presentSession } from './interview.presenter.ts';
import { pickQuestion, type QuestionBank } from './question-bank.ts';

export interface InterviewDeps {
  db: Db;
  bank: QuestionBank;
  /** The session's follow-ups, made once from what the learner has said so far and kept. */
  followUpsFor(session: store.SessionWithStatus): Promise<FollowUpQuestions>;
}

type Viewer = { id: number; plan: Plan };

/** Interview practice is sold with Pro (and Team): the server says no whatever the page shows. */
export function requirePracticePlan(viewer: { plan: Plan }) {
  if (!INTERVIEW_PLANS.includes(viewer.plan)) throw new AppError('EXC_PLAN_REQUIRED', INTERVIEW_TEXTS.planRequired);
}

export async function createSession(deps: InterviewDeps, viewer: Viewer, body: CreateSessionBody): Promise<InterviewSession> {
  requirePracticePlan(viewer);
  const recording = await ownRecording(deps.db, viewer, body.recording_id);
  if (recording.status !== 'RECORDING') throw conflict(INTERVIEW_TEXTS.notRecording);
  const first = await bankQuestion(deps, viewer, body.workshop, body.difficulty, [], 0, 0);
  const row = await store.insertSession(deps.db, {
    userId: viewer.id,
    recordingId: recording.id,
    workshop: body.workshop,
    difficulty: body.difficulty,
    questions: [first],
  });
  if (!row) throw conflict(INTERVIEW_TEXTS.recordingTaken);
  return presentSession({ ...row, status: recording.status });
}

/**
 * "Next question". The same step asked twice (a retried request) answers what it answered the first time; a step
 * ahead or behind is refused, so the counter and the recording's timeline stay in step with the page.
 */
export async function nextQuestion(
  deps: InterviewDeps,
  viewer: Viewer,
  sessionId: number,
  body: NextQuestionBody,
): Promise<InterviewSession> {
  requirePracticePlan(viewer);
  const session = await ownSession(deps, viewer, sessionId);
  if (body.counter === session.counter) return presentSession(session);
  if (session.status !== 'RECORDING') throw conflict(INTERVIEW_TEXTS.notRecording);
  if (body.counter !== session.counter + 1) throw conflict(INTERVIEW_TEXTS.wrongStep(session.counter));
  const question = await questionAt(deps, viewer, session, body);
  const questions = [...session.questions, question];
  if (await store.advanceSession(deps.db, session.id, session.counter, questions)) {
    return presentSession({ ...session, counter: body.counter, questions });
  }
  const now = await ownSession(deps, viewer, sessionId);
  if (now.counter === body.counter) return presentSession(now);
  throw conflict(INTERVIEW_TEXTS.wrongStep(now.counter));
}

export async function followUps(deps: InterviewDeps, viewer: Viewer, recordingId: number): Promise<FollowUpQuestions> {
  requirePracticePlan(viewer);
  await ownRecording(deps.db, viewer, recordingId);
  const session = await store.sessionOfRecording(deps.db, recordingId);
  if (!session) throw notFound(INTERVIEW_TEXTS.notFound);
  return deps.followUpsFor(session);
}

export async function getSession(deps: InterviewDeps, viewer: { id: number }, sessionId: number) {
  return presentSession(await ownSession(deps, viewer, sessionId));
}

export async function listSessions(deps: InterviewDeps, viewer: { id: number }, recordingId?: number) {
  if (recordingId === undefined) return { items: (await store.sessionsOf(deps.db, viewer.id, 50)).map(presentSession) };
  const session = await store.sessionOfRecording(deps.db, recordingId);
  return { items: session && session.userId === viewer.id ? [presentSession(session)] : [] };
}

/** Someone else's session answers exactly like a missing one. */
export async function ownSession(deps: { db: Db }, viewer: { id: number }, sessionId: number) {
  const session = await store.sessionById(deps.db, sessionId);
  if (!session || session.userId !== viewer.id) throw notFound(INTERVIEW_TEXTS.notFound);
  return session;
}

/** Past the follow-up step the session asks its follow-ups in order, and the bank when they run out. */
async function questionAt(
  deps: InterviewDeps,
  viewer: Viewer,
  session: store.SessionWithStatus,
  body: NextQuestionBody,
): Promise<AskedQuestion> {
  const followUpIndex = body.counter - FOLLOW_UP_COUNTER - 1;
  if (followUpIndex >= 0) {
    const made = session.followUps ?? (await deps.followUpsFor(session));
    const next = made.questions[followUpIndex];
    if (next) return followUpQuestion(next.question, body);
  }
  return bankQuestion(deps, viewer, session.workshop, body.difficulty, session.questions, body.counter, body.at_seconds);
}

async function bankQuestion(
  deps: InterviewDeps,
  viewer: Viewer,
  workshop: Workshop,
  difficulty: number,
  asked: readonly AskedQuestion[],
  counter: number,
  atSeconds: number,
): Promise<AskedQuestion> {
  const askedIds = new Set(asked.flatMap((q) => (q.bank_id ? [q.bank_id] : [])));
  const q = pickQuestion(await deps.bank.questionsFor(workshop, viewer), workshop, difficulty, askedIds);
  return {
    counter,
    text: q.text,
    source: 'bank',
    bank_id: q.id,
    kind: q.kind,
    cue_card: q.cueCard,
    difficulty: q.difficulty,
    at_seconds: atSeconds,
  };
}

const followUpQuestion = (text: string, body: NextQuestionBody): AskedQuestion => ({
  counter: body.counter,
  text,
  source: 'follow_up',
  bank_id: null,
  kind: null,
  cue_card: [],
  difficulty: null,
  at_seconds: body.at_seconds,
});
