import { describe, expect, it } from 'vitest';
import { conversationRecordingReducer as next, type ConversationRecordingPhase } from './conversation-recording-state.ts';

const PHASES: ConversationRecordingPhase[] = ['idle', 'starting', 'recording', 'sending', 'failed'];

describe('the conversation recorder', () => {
  it('starts only when idle, and is idle again when the server refused', () => {
    expect(PHASES.map((phase) => next(phase, { type: 'start' }))).toEqual([
      'starting',
      'starting',
      'recording',
      'sending',
      'failed',
    ]);
    expect(next('starting', { type: 'started' })).toBe('recording');
    expect(next('starting', { type: 'startFailed' })).toBe('idle');
  });

  it('stops only a recording, so the end of the conversation and the button cannot both send it', () => {
    expect(PHASES.map((phase) => next(phase, { type: 'stop' }))).toEqual(['idle', 'starting', 'sending', 'sending', 'failed']);
  });

  it('sends into idle, or into failed where only a retry sends again', () => {
    expect(next('sending', { type: 'sent' })).toBe('idle');
    expect(next('sending', { type: 'sendFailed' })).toBe('failed');
    expect(PHASES.map((phase) => next(phase, { type: 'retry' }))).toEqual([
      'idle',
      'starting',
      'recording',
      'sending',
      'sending',
    ]);
  });
});
