import type { RefObject } from 'react';
import type { RecordingSession } from '../../../entities/recording/lib/recording-session.ts';
import type { Stopwatch } from '../../../entities/recording/lib/stopwatch.ts';
import type { Machine } from '../../../lib/use-machine.ts';
import type { RecorderEvent, RecorderState } from './recorder-state.ts';

/** What the recorder's hooks share: its state machine, the recording under way, its stopwatch and shown time. */
export interface RecorderParts {
  machine: Machine<RecorderState, RecorderEvent>;
  sessionRef: RefObject<RecordingSession | null>;
  stopwatchRef: RefObject<Stopwatch>;
  setElapsedMs: (ms: number) => void;
  /** False once the page is left: answers arriving later change nothing on it. */
  mountedRef: RefObject<boolean>;
}
