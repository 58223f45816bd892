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
}

/**
 * The examiner listening over the voice channel while a workshop records: it says when the learner has finished an
 * answer (`onTurnEnded`), and the page asks the next question and calls `questionAsked`. Closed on unmount, when
 * disabled, or when the recording or the stream changes.
 */
export function useRealtimeExaminer({ recordingId, stream, enabled, voice, onTurnEnded }: Options) {
  const [status, setStatus] = useState<ExaminerStatus>('off');
  const channel = useRef<ReturnType<typeof openExaminerChannel> | null>(null);
  const turnEnded = useRef(onTurnEnded);
  useEffect(() => {
    turnEnded.current = onTurnEnded;
  }, [onTurnEnded]);

  const active = enabled && stream !== null && recordingId !== null;

  useEffect(() => {
    if (!enabled || !stream || recordingId === null) return;
    const opened = openExaminerChannel({
      recordingId,
      stream,
      ...(voice ? { voice } : {}),
      onStatus: setStatus,
      onTurnEnded: (turn) => turnEnded.current(turn),
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
