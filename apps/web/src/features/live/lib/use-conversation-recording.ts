import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { createStopwatch } from '../../../entities/recording/lib/stopwatch.ts';
import { useRecordingClock } from '../../../entities/recording/lib/use-recording-clock.ts';
import { failureText } from '../../../lib/api/api-error.ts';
import { useMachine } from '../../../lib/use-machine.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { conversationRecordingReducer, type ConversationRecordingPhase } from './conversation-recording-state.ts';
import {
  releaseConversation,
  sendAfterLeaving,
  startConversationSession,
  type ConversationSession,
} from './conversation-session.ts';
import '../texts.ts';

interface Options {
  /** The event's uuid, sent as the recording's event_id. */
  eventId: string;
  mine: MediaStream | null;
  /** The partners' streams as the room plays them. */
  theirs: readonly MediaStream[];
  /** The conversation this learner is in (lib/conversation.ts); the recording stops when it changes. */
  conversation: string | null;
}

const TICK_MS = 500;

/** Leaving the room hands a recording under way, or one whose uploads gave up, to be sent in the background. */
function useSendAfterLeaving(
  activeRef: RefObject<ConversationSession | null>,
  mountedRef: RefObject<boolean>,
  current: () => ConversationRecordingPhase,
) {
  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      const active = activeRef.current;
      const was = current();
      if (!active || (was !== 'recording' && was !== 'failed')) return;
      activeRef.current = null;
      sendAfterLeaving(active, was === 'failed');
    };
  }, [activeRef, current, mountedRef]);
}

/**
 * Records this learner's conversation in the live room with the recordings' own engine (5 s slices, uploads with
 * retry, a stop that resumes what is missing): two channels, learner left and partner right. It stops by itself when
 * the conversation ends, and finishes sending in the background when the learner leaves the room.
 */
export function useConversationRecording({ eventId, mine, theirs, conversation }: Options) {
  const { t } = useTranslation();
  const { state: phase, current, send: transition } = useMachine(conversationRecordingReducer, () => 'idle' as const);
  const activeRef = useRef<ConversationSession | null>(null);
  const stopwatchRef = useRef(createStopwatch());
  const { elapsedMs, setElapsedMs, atLimit } = useRecordingClock(stopwatchRef, phase === 'recording', TICK_MS);
  const mountedRef = useRef(true);

  // Every render: the microphone or the partner's audio may have changed under a running recording.
  useEffect(() => activeRef.current?.mix.update(mine, theirs));

  const send = useCallback(
    async (active: ConversationSession, sentText: string) => {
      transition({ type: 'send' });
      try {
        await active.session.send();
        activeRef.current = null;
        showToast(sentText, 'success');
        transition({ type: 'sent' });
      } catch (err) {
        showToast(failureText(err), 'error');
        transition({ type: 'sendFailed' });
      }
    },
    [transition],
  );

  const start = useCallback(async () => {
    if (!conversation || !transition({ type: 'start' })) return;
    let started: ConversationSession;
    try {
      started = await startConversationSession({ eventId, mine, theirs, conversation });
    } catch (err) {
      showToast(failureText(err), 'error');
      transition({ type: 'startFailed' });
      return;
    }
    if (!mountedRef.current) {
      void started.session
        .discard()
        .catch(() => undefined)
        .finally(() => releaseConversation(started));
      return;
    }
    activeRef.current = started;
    stopwatchRef.current.start();
    setElapsedMs(0);
    transition({ type: 'started' });
  }, [conversation, eventId, mine, theirs, setElapsedMs, transition]);

  /** `ended`: the conversation ended under the recording, which then stopped by itself. */
  const stop = useCallback(
    async (ended = false) => {
      const active = activeRef.current;
      if (!active || !transition({ type: 'stop' })) return;
      stopwatchRef.current.pause();
      await active.session.end();
      releaseConversation(active);
      await send(active, t(ended ? 'live.recording.sentEnded' : 'live.recording.sent'));
    },
    [send, t, transition],
  );

  const retry = useCallback(() => {
    const active = activeRef.current;
    if (!active || !transition({ type: 'retry' })) return;
    active.session.retry();
    void send(active, t('live.recording.sent'));
  }, [send, t, transition]);

  useEffect(() => {
    if (phase === 'recording' && activeRef.current && activeRef.current.conversation !== conversation) void stop(true);
    else if (atLimit) void stop();
  }, [atLimit, conversation, phase, stop]);

  useSendAfterLeaving(activeRef, mountedRef, current);

  return { phase, elapsedMs, start, stop: () => void stop(), retry };
}
export type ConversationRecording = ReturnType<typeof useConversationRecording>;
