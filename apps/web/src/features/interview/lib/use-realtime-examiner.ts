import { useCallback, useEffect, useRef, useState } from 'react';
import { openExaminerChannel, type ExaminerStatus } from './examiner-channel.ts';

export type { ExaminerStatus } from './examiner-channel.ts';

interface Options {
  recordingId: number | null;
  stream: MediaStream | null;
  enabled: boolean;
  /** An OpenAI realtime voice name; the server's default without one. */
  voice?: string;
  onTurnEnded(turn: { answer_ms: number; speech_ms: number }): void;
  /** The channel hears the microphone: a question already asked before it was ready is told with `questionAsked`. */
  onReady?(): void;
}

/**
 * The examiner listening over the voice channel while a workshop records: it says when the learner has finished an
 * answer (`onTurnEnded`), and the page asks the next question and calls `questionAsked`. Closed on unmount, when
 * disabled, or when the recording or the stream changes.
 */
export function useRealtimeExaminer({ recordingId, stream, enabled, voice, onTurnEnded, onReady }: Options) {
  const [status, setStatus] = useState<ExaminerStatus>('off');
  const channel = useRef<ReturnType<typeof openExaminerChannel> | null>(null);
  const turnEnded = useRef(onTurnEnded);
  const ready = useRef(onReady);
  useEffect(() => {
    turnEnded.current = onTurnEnded;
    ready.current = onReady;
  }, [onTurnEnded, onReady]);

  const active = enabled && stream !== null && recordingId !== null;

  useEffect(() => {
    if (!enabled || !stream || recordingId === null) return;
    const opened = openExaminerChannel({
      recordingId,
      stream,
      ...(voice ? { voice } : {}),
      onStatus: setStatus,
      onTurnEnded: (turn) => turnEnded.current(turn),
      onReady: () => ready.current?.(),
    });
    channel.current = opened;
    return () => {
      opened.close();
      if (channel.current === opened) channel.current = null;
    };
  }, [enabled, stream, recordingId, voice]);

  const questionAsked = useCallback(() => channel.current?.questionAsked(), []);
  return { status: active ? status : ('off' as const), questionAsked };
}
