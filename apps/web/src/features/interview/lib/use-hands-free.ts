import type { InterviewSession } from '@parley/contracts';
import { useCallback, useState } from 'react';
import { isCapturing, type Recorder } from '../../recordings/public.ts';
import { useHandsFreePreference } from './hands-free-preference.ts';
import { stepAction } from './steps.ts';
import { useRealtimeExaminer } from './use-realtime-examiner.ts';

interface Options {
  session: InterviewSession;
  recorder: Pick<Recorder, 'phase' | 'stream'>;
  /** A step is being asked for (or the session is ending): an answer's end then asks nothing more. */
  busy: boolean;
  /** What "Next question" does. */
  onNext: () => void;
}

/**
 * Hands-free: while the session records, the examiner listens to the recording's own microphone and, when the learner
 * has finished an answer, does what "Next question" does. Never "Submit": the last answer only says so. While paused
 * an answer's end is ignored, and the examiner listens for the answer again.
 */
export function useHandsFree({ session, recorder, busy, onNext }: Options) {
  const [on, setOn] = useHandsFreePreference();
  // The step whose question the examiner has finished reading, and the step whose answer ended (the last one's).
  const [spokenStep, setSpokenStep] = useState<number | null>(null);
  const [answeredStep, setAnsweredStep] = useState<number | null>(null);
  const counter = session.counter;

  const examiner = useRealtimeExaminer({
    recordingId: session.recording_id,
    stream: recorder.stream,
    enabled: on && isCapturing(recorder.phase),
    // Turned on (or reconnected) after the question was read: the answer is under way already.
    onReady: () => {
      if (spokenStep === counter) examiner.questionAsked();
    },
    onTurnEnded: () => {
      if (recorder.phase === 'paused') return examiner.questionAsked();
      if (busy || spokenStep !== counter) return;
      if (stepAction(counter) === 'submit') return setAnsweredStep(counter);
      onNext();
    },
  });
  const { questionAsked } = examiner;

  /** The examiner finished reading the question (or could not read it): the learner's answer starts now. */
  const spoken = useCallback(() => {
    setSpokenStep(counter);
    questionAsked();
  }, [counter, questionAsked]);

  return {
    on,
    setOn,
    status: examiner.status,
    lastAnswered: on && answeredStep === counter && stepAction(counter) === 'submit',
    spoken,
  };
}
export type HandsFree = ReturnType<typeof useHandsFree>;
