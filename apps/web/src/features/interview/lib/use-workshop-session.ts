import { type InterviewSession, type Workshop } from '@parley/contracts';
import { useRef, useState } from 'react';
import { failureText } from '../../../lib/api/api-error.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { createSession } from '../api/create-session.ts';
import { fetchFollowUps } from '../api/follow-up.ts';
import { nextQuestion } from '../api/next-question.ts';
import type { Recorder } from '../../recordings/public.ts';
import { isPlanRequired } from './plan.ts';
import { workshopStage } from './stage.ts';
import { fetchesFollowUps } from './steps.ts';

/** Seconds into the recording, to a tenth: where the next answer starts. */
const atSeconds = (elapsedMs: number) => Math.floor(elapsedMs / 100) / 10;

/**
 * A workshop session over the recorder: "Start Now" starts a recording and the session over it, "Next question"
 * moves one step (asking the server for follow-ups once the third step is reached), "Submit" stops and sends.
 */
export function useWorkshopSession(workshop: Workshop, recorder: Recorder, difficulty: number) {
  const [session, setSession] = useState<InterviewSession | null>(null);
  const [busy, setBusy] = useState(false);
  const [planRequired, setPlanRequired] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  // The follow-ups being made: the step that asks the first of them waits for the server to have them.
  const followUps = useRef<Promise<unknown>>(Promise.resolve());

  const failed = (err: unknown) => {
    if (isPlanRequired(err)) setPlanRequired(true);
    else showToast(failureText(err), 'error');
  };

  const start = async () => {
    setBusy(true);
    try {
      const recordingId = await recorder.start();
      if (recordingId === null) return;
      try {
        setSession(await createSession({ workshop, recording_id: recordingId, difficulty }));
      } catch (err) {
        // No session, no use for the recording.
        void recorder.cancel();
        failed(err);
      }
    } finally {
      setBusy(false);
    }
  };

  const next = async () => {
    if (!session) return;
    setBusy(true);
    try {
      await followUps.current;
      const counter = session.counter + 1;
      const moved = await nextQuestion(session.id, { counter, difficulty, at_seconds: atSeconds(recorder.elapsedMs) });
      setSession(moved);
      // Made in the background while the learner answers; a failure leaves the server to its bank questions.
      if (fetchesFollowUps(moved.counter)) followUps.current = fetchFollowUps(moved.recording_id).catch(() => undefined);
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    if (recorder.phase === 'paused') recorder.resume();
    setSubmitted(true);
    await recorder.stop();
  };

  return {
    session,
    stage: workshopStage(session, recorder.phase, submitted),
    busy,
    planRequired,
    closePlanDialog: () => setPlanRequired(false),
    start,
    next,
    submit,
  };
}
