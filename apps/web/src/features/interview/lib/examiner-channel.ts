import {
  INTERVIEW_REALTIME_PATH,
  REALTIME_DEFAULT_VOICE,
  realtimeServerEventSchema,
  type RealtimeClientMessage,
} from '@parley/contracts';
import { startPcm16Stream, type Pcm16Stream } from '../../../lib/media/pcm16-stream.ts';
import { socketToken } from '../../../lib/realtime/socket-token.ts';

export type ExaminerStatus = 'connecting' | 'listening' | 'speaking' | 'off' | 'failed';

export interface ExaminerChannelOptions {
  recordingId: number;
  stream: MediaStream;
  voice?: string;
  onStatus(status: ExaminerStatus): void;
  /** The examiner hears the microphone from now on (once per channel). */
  onReady?(): void;
  onTurnEnded(turn: { answer_ms: number; speech_ms: number }): void;
}

/** The voice channel's address on this origin (the token in the query: a browser socket sends no header). */
function channelUrl(token: string, recordingId: number) {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const query = new URLSearchParams({ token, recording_id: String(recordingId) });
  return `${scheme}://${location.host}${INTERVIEW_REALTIME_PATH}?${query.toString()}`;
}

/**
 * Opens the interview's voice channel: the session update with the voice, then the microphone as 100 ms chunks of
 * 16 kHz PCM16; reports the status and each answer's end. No reconnect: a dropped channel is 'failed', and the
 * page falls back to its own Next button.
 */
export function openExaminerChannel(options: ExaminerChannelOptions) {
  let closed = false;
  let socket: WebSocket | null = null;
  let capture: Pcm16Stream | null = null;
  const send = (message: RealtimeClientMessage) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };
  const fail = () => {
    if (!closed) options.onStatus('failed');
    close();
  };
  const onMessage = async (raw: unknown) => {
    const event = realtimeServerEventSchema.safeParse(JSON.parse(String(raw)));
    if (!event.success || closed) return;
    const e = event.data;
    if (e.type === 'session.updated') {
      capture = await startPcm16Stream(options.stream, (audio) => send({ type: 'input_audio_buffer.append', audio }));
      if (closed) capture.stop();
      else {
        options.onStatus('listening');
        options.onReady?.();
      }
    } else if (e.type === 'input_audio_buffer.speech_started') options.onStatus('speaking');
    else if (e.type === 'input_audio_buffer.speech_stopped') options.onStatus('listening');
    else if (e.type === 'examiner.turn_ended') options.onTurnEnded({ answer_ms: e.answer_ms, speech_ms: e.speech_ms });
    else if (e.error.code === 'realtime_unavailable') fail();
  };
  function close() {
    if (closed) return;
    closed = true;
    capture?.stop();
    socket?.close(1000);
  }

  options.onStatus('connecting');
  socketToken()
    .then((token) => {
      if (closed) return;
      socket = new WebSocket(channelUrl(token, options.recordingId));
      socket.onopen = () => send({ type: 'session.update', session: { voice: options.voice ?? REALTIME_DEFAULT_VOICE } });
      socket.onmessage = (message) => void onMessage(message.data).catch(fail);
      socket.onclose = fail;
    })
    .catch(fail);

  return {
    /** A question was just asked: the learner's answer turn starts now. */
    questionAsked: () => send({ type: 'examiner.question_asked' }),
    close,
  };
}
