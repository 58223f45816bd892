import { describe, expect, it } from 'vitest';
import {
  EMPTY_UPLOAD,
  initialRecorderState,
  recorderReducer,
  type RecorderEvent,
  type RecorderPhase,
  type RecorderState,
} from './recorder-state.ts';

const at = (phase: RecorderPhase, change: Partial<RecorderState> = {}): RecorderState => ({
  ...initialRecorderState(true),
  phase,
  ...change,
});
const run = (state: RecorderState, ...events: RecorderEvent[]) => events.reduce(recorderReducer, state);
const failedUpload = { total: 3, done: 1, current: null, failed: true, error: new Error('offline') };

describe('the recorder state', () => {
  it('starts idle, or unsupported in a browser that cannot record', () => {
    expect(initialRecorderState(true).phase).toBe('idle');
    expect(initialRecorderState(false).phase).toBe('unsupported');
  });

  it('prepares step by step into ready, or into the microphone failure', () => {
    const preparing = run(at('denied', { prepared: 3 }), { type: 'prepare' });
    expect(preparing).toMatchObject({ phase: 'preparing', prepared: 0 });
    expect(run(preparing, { type: 'prepareStep', done: 2 }).prepared).toBe(2);
    expect(run(preparing, { type: 'prepared' }).phase).toBe('ready');
    expect(run(preparing, { type: 'prepareFailed', reason: 'denied' }).phase).toBe('denied');
  });

  it('records only from ready, forgetting the last failure', () => {
    const ready = at('ready', { error: new Error('before') });
    expect(run(ready, { type: 'start' })).toMatchObject({ phase: 'starting', error: null });
    for (const phase of ['idle', 'preparing', 'starting', 'recording', 'finishing', 'failed'] as const) {
      const state = at(phase);
      expect(recorderReducer(state, { type: 'start' })).toBe(state);
    }
  });

  it('clears the last uploads once recording, and goes back to ready when the server refused', () => {
    const starting = at('starting', { upload: failedUpload });
    expect(run(starting, { type: 'started' })).toMatchObject({ phase: 'recording', upload: EMPTY_UPLOAD });
    expect(run(starting, { type: 'startFailed' }).phase).toBe('ready');
  });

  it('pauses only a recording and resumes only a paused one', () => {
    expect(run(at('recording'), { type: 'pause' }).phase).toBe('paused');
    expect(run(at('paused'), { type: 'resume' }).phase).toBe('recording');
    const paused = at('paused');
    expect(recorderReducer(paused, { type: 'pause' })).toBe(paused);
    const recording = at('recording');
    expect(recorderReducer(recording, { type: 'resume' })).toBe(recording);
  });

  it('stops only while recording or paused: the time limit and the button cannot both stop', () => {
    expect(run(at('recording'), { type: 'stop' }).phase).toBe('finishing');
    expect(run(at('paused'), { type: 'stop' }).phase).toBe('finishing');
    const finishing = at('finishing');
    expect(recorderReducer(finishing, { type: 'stop' })).toBe(finishing);
  });

  it('sends into ready with the uploads cleared, or fails with the reason kept for its retry', () => {
    const error = new Error('holes');
    const failed = run(at('finishing'), { type: 'sendFailed', error });
    expect(failed).toMatchObject({ phase: 'failed', error });
    const retried = run(failed, { type: 'send' });
    expect(retried.phase).toBe('finishing');
    expect(run(at('finishing', { upload: failedUpload }), { type: 'sent' })).toMatchObject({
      phase: 'ready',
      upload: EMPTY_UPLOAD,
    });
  });

  it('deletes from any phase back to a clean ready', () => {
    const failed = at('failed', { upload: failedUpload, error: new Error('x') });
    expect(run(failed, { type: 'cancel' })).toMatchObject({ phase: 'ready', upload: EMPTY_UPLOAD, error: null });
  });

  it('follows the uploads without changing phase', () => {
    const snapshot = { total: 2, done: 1, current: { index: 1, progress: 0.5, attempt: 1 }, failed: false, error: null };
    expect(run(at('recording'), { type: 'upload', snapshot })).toMatchObject({ phase: 'recording', upload: snapshot });
  });
});
