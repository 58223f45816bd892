/** idle · starting: audio graph, encoder, POST create · recording · sending: last slices and stop · failed: uploads gave up. */
export type ConversationRecordingPhase = 'idle' | 'starting' | 'recording' | 'sending' | 'failed';

export type ConversationRecordingEvent =
  | { type: 'start' }
  | { type: 'started' }
  | { type: 'startFailed' }
  | { type: 'stop' }
  | { type: 'retry' }
  | { type: 'send' }
  | { type: 'sent' }
  | { type: 'sendFailed' };

/**
 * The conversation recorder's transitions. Record is refused unless idle, stop unless recording and a retry unless
 * the uploads gave up (a double click, or the conversation ending as the learner presses stop); what the server's
 * answers bring always applies.
 */
export function conversationRecordingReducer(
  phase: ConversationRecordingPhase,
  event: ConversationRecordingEvent,
): ConversationRecordingPhase {
  switch (event.type) {
    case 'start':
      return phase === 'idle' ? 'starting' : phase;
    case 'started':
      return 'recording';
    case 'startFailed':
    case 'sent':
      return 'idle';
    case 'stop':
      return phase === 'recording' ? 'sending' : phase;
    case 'retry':
      return phase === 'failed' ? 'sending' : phase;
    case 'send':
      return 'sending';
    case 'sendFailed':
      return 'failed';
  }
}
