import type { InterviewSession } from '@parley/contracts';
import { isCapturing, type RecorderPhase } from '../../recordings/public.ts';

/**
 * check: microphone check and settings · session: the questions · sending: the last uploads and stop, under a busy
 * overlay · failed: the uploads gave up (retry offered) · done: sent, the processing dialog shows.
 */
export type WorkshopStage = 'check' | 'session' | 'sending' | 'failed' | 'done';

/**
 * Where the workshop is, from the session and the recorder: a session ends when the learner submits or when the
 * recorder stopped by itself (its time limit); from then on the recorder's phase tells how the sending goes.
 */
export function workshopStage(session: InterviewSession | null, phase: RecorderPhase, submitted: boolean): WorkshopStage {
  if (!session) return 'check';
  if (!submitted && (isCapturing(phase) || phase === 'starting')) return 'session';
  if (phase === 'failed') return 'failed';
  return phase === 'ready' ? 'done' : 'sending';
}
