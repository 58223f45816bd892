import type { UploadSnapshot } from '../../../entities/recording/lib/upload-queue.ts';

/**
 * idle: microphone not asked yet · preparing: microphone, audio graph and encoder loading · ready: Record is usable ·
 * starting: the server is creating the recording · finishing: last uploads and stop · failed: the uploads gave up.
 */
export type RecorderPhase =
  | 'idle'
  | 'unsupported'
  | 'preparing'
  | 'denied'
  | 'unavailable'
  | 'ready'
  | 'starting'
  | 'recording'
  | 'paused'
  | 'finishing'
  | 'failed';

export interface RecorderState {
  phase: RecorderPhase;
  /** Preparation steps done, of PREPARE_STEPS: microphone, audio graph, encoder. */
  prepared: number;
  upload: UploadSnapshot;
  /** Why the last send failed, shown beside its retry. */
  error: unknown;
}

export type RecorderEvent =
  | { type: 'prepare' }
  | { type: 'prepareStep'; done: number }
  | { type: 'prepared' }
  | { type: 'prepareFailed'; reason: 'denied' | 'unavailable' }
  | { type: 'start' }
  | { type: 'started' }
  | { type: 'startFailed' }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'stop' }
  | { type: 'send' }
  | { type: 'sent' }
  | { type: 'sendFailed'; error: unknown }
  | { type: 'cancel' }
  | { type: 'upload'; snapshot: UploadSnapshot };

export const PREPARE_STEPS = 3;
export const EMPTY_UPLOAD: UploadSnapshot = { total: 0, done: 0, current: null, failed: false, error: null };

export const initialRecorderState = (supported: boolean): RecorderState => ({
  phase: supported ? 'idle' : 'unsupported',
  prepared: 0,
  upload: EMPTY_UPLOAD,
  error: null,
});

/** The microphone is being recorded into a recording (paused counts: it resumes into the same one). */
export const isCapturing = (phase: RecorderPhase) => phase === 'recording' || phase === 'paused';

const to = (state: RecorderState, phase: RecorderPhase, change: Partial<RecorderState> = {}): RecorderState => ({
  ...state,
  ...change,
  phase,
});

/**
 * The recorder's transitions. Record, pause, resume and stop are refused outside their phase (a double click, a
 * stop by the time limit racing the button); what an answer from the server or the browser brings always applies.
 */
export function recorderReducer(state: RecorderState, event: RecorderEvent): RecorderState {
  switch (event.type) {
    case 'prepare':
      return to(state, 'preparing', { prepared: 0 });
    case 'prepareStep':
      return { ...state, prepared: event.done };
    case 'prepared':
      return to(state, 'ready');
    case 'prepareFailed':
      return to(state, event.reason);
    case 'start':
      return state.phase === 'ready' ? to(state, 'starting', { error: null }) : state;
    case 'started':
      return to(state, 'recording', { upload: EMPTY_UPLOAD });
    case 'startFailed':
      return to(state, 'ready');
    case 'pause':
      return state.phase === 'recording' ? to(state, 'paused') : state;
    case 'resume':
      return state.phase === 'paused' ? to(state, 'recording') : state;
    case 'stop':
      return isCapturing(state.phase) ? to(state, 'finishing') : state;
    case 'send':
      return to(state, 'finishing');
    case 'sent':
      return to(state, 'ready', { upload: EMPTY_UPLOAD });
    case 'sendFailed':
      return to(state, 'failed', { error: event.error });
    case 'cancel':
      return to(state, 'ready', { upload: EMPTY_UPLOAD, error: null });
    case 'upload':
      return { ...state, upload: event.snapshot };
  }
}
