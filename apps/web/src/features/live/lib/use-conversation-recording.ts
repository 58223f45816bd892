import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import { i18n } from '../../../lib/i18n/index.ts';
import { browserRecorderFormat } from '../../../lib/recording/recorder-format.ts';
import { startRecordingSession, type RecordingSession } from '../../../lib/recording/recording-session.ts';
import { prepareEncoder } from '../../../lib/recording/slice-recorder.ts';
import { createStopwatch } from '../../../lib/recording/stopwatch.ts';
import { useRecordingClock } from '../../../lib/recording/use-recording-clock.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { createConversationMix, type ConversationMix } from '../media/conversation-mix.ts';

/** idle · starting: audio graph, encoder, POST create · recording · sending: last slices and stop · failed: uploads gave up. */
type ConversationRecordingPhase = 'idle' | 'starting' | 'recording' | 'sending' | 'failed';

interface Options {
  /** The event's uuid, sent as the recording's event_id. */
  eventId: string;
  mine: MediaStream | null;
  /** The partners' streams as the room plays them. */
  theirs: readonly MediaStream[];
  /** The conversation this learner is in (lib/conversation.ts); the recording stops when it changes. */
  conversation: string | null;
}

interface Active {
  session: RecordingSession;
  context: AudioContext;
  mix: ConversationMix;
  conversation: string;
}

const TICK_MS = 500;

function release(active: Active) {
  active.mix.close();
  void active.context.close();
}

/**
 * Records this learner's conversation in the live room with the recordings' own engine (5 s slices, uploads with
 * retry, a stop that resumes what is missing): two channels, learner left and partner right. It stops by itself when
 * the conversation ends, and finishes sending in the background when the learner leaves the room.
 */
export function useConversationRecording({ eventId, mine, theirs, conversation }: Options) {
  const { t } = useTranslation();
  const [phase, setPhaseState] = useState<ConversationRecordingPhase>('idle');
  const active = useRef<Active | null>(null);
  const stopwatch = useRef(createStopwatch());
  const { elapsedMs, setElapsedMs, atLimit } = useRecordingClock(stopwatch, phase === 'recording', TICK_MS);
  const mounted = useRef(true);
  const phaseRef = useRef(phase);
  const setPhase = useCallback((next: ConversationRecordingPhase) => {
    phaseRef.current = next;
    if (mounted.current) setPhaseState(next);
  }, []);

  // Every render: the microphone or the partner's audio may have changed under a running recording.
  useEffect(() => active.current?.mix.update(mine, theirs));

  const send = useCallback(
    async (current: Active, sentText: string) => {
      setPhase('sending');
      try {
        await current.session.send();
        active.current = null;
        showToast(sentText, 'success');
        setPhase('idle');
      } catch (err) {
        showToast(failureText(err), 'error');
        setPhase('failed');
      }
    },
    [setPhase],
  );

  const start = useCallback(async () => {
    if (phaseRef.current !== 'idle' || !conversation) return;
    setPhase('starting');
    const context = new AudioContext();
    const mix = createConversationMix(context);
    try {
      await context.resume();
      mix.update(mine, theirs);
      const format = browserRecorderFormat();
      await prepareEncoder(format, context);
      const session = await startRecordingSession({ stream: mix.stream, context, format, channels: 2, eventId });
      if (!mounted.current) {
        void session
          .discard()
          .catch(() => undefined)
          .finally(() => release({ session, context, mix, conversation }));
        return;
      }
      active.current = { session, context, mix, conversation };
      stopwatch.current.start();
      setElapsedMs(0);
      setPhase('recording');
    } catch (err) {
      mix.close();
      void context.close();
      showToast(failureText(err), 'error');
      setPhase('idle');
    }
  }, [conversation, eventId, mine, theirs, setElapsedMs, setPhase]);

  /** `ended`: the conversation ended under the recording, which then stopped by itself. */
  const stop = useCallback(
    async (ended = false) => {
      const current = active.current;
      if (!current || phaseRef.current !== 'recording') return;
      setPhase('sending');
      stopwatch.current.pause();
      await current.session.end();
      release(current);
      await send(current, t(ended ? 'live.recording.sentEnded' : 'live.recording.sent'));
    },
    [send, setPhase, t],
  );

  const retry = useCallback(() => {
    const current = active.current;
    if (!current || phaseRef.current !== 'failed') return;
    current.session.retry();
    void send(current, t('live.recording.sent'));
  }, [send, t]);

  useEffect(() => {
    if (phase === 'recording' && active.current && active.current.conversation !== conversation) void stop(true);
    else if (atLimit) void stop();
  }, [atLimit, conversation, phase, stop]);

  // Leaving the room ends the recording and sends it in the background; its toast appears wherever the learner went.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      const current = active.current;
      const was = phaseRef.current;
      if (!current || (was !== 'recording' && was !== 'failed')) return;
      active.current = null;
      void (async () => {
        // A failed one was ended and released before its uploads gave up.
        if (was === 'failed') current.session.retry();
        else {
          await current.session.end();
          release(current);
        }
        await current.session.send();
        showToast(i18n.t('live.recording.sentLeft'), 'success');
      })().catch((err: unknown) => showToast(failureText(err), 'error'));
    };
  }, []);

  return { phase, elapsedMs, start, stop: () => void stop(), retry };
}
export type ConversationRecording = ReturnType<typeof useConversationRecording>;
