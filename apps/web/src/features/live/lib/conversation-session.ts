import { startRecordingSession, type RecordingSession } from '../../../entities/recording/lib/recording-session.ts';
import { failureText } from '../../../lib/api/api-error.ts';
import { i18n } from '../../../lib/i18n/index.ts';
import { browserRecorderFormat } from '../../../lib/media/recorder-format.ts';
import { prepareEncoder } from '../../../lib/media/slice-recorder.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { createConversationMix, type ConversationMix } from '../media/conversation-mix.ts';
import '../texts.ts';

/** A conversation being recorded: its recording, the audio graph mixing both sides, and which conversation it is. */
export interface ConversationSession {
  session: RecordingSession;
  context: AudioContext;
  mix: ConversationMix;
  conversation: string;
}

interface Start {
  /** The event's uuid, sent as the recording's event_id. */
  eventId: string;
  mine: MediaStream | null;
  theirs: readonly MediaStream[];
  conversation: string;
}

export function releaseConversation(active: Pick<ConversationSession, 'mix' | 'context'>) {
  active.mix.close();
  void active.context.close();
}

/** Mixes this learner (left) and the partners (right), loads the encoder and creates the recording; cleans up on failure. */
export async function startConversationSession({ eventId, mine, theirs, conversation }: Start): Promise<ConversationSession> {
  const context = new AudioContext();
  const mix = createConversationMix(context);
  try {
    await context.resume();
    mix.update(mine, theirs);
    const format = browserRecorderFormat();
    await prepareEncoder(format, context);
    const session = await startRecordingSession({ stream: mix.stream, context, format, channels: 2, eventId });
    return { session, context, mix, conversation };
  } catch (err) {
    releaseConversation({ mix, context });
    throw err;
  }
}

/**
 * Leaving the room ends the recording and sends it in the background; its toast appears wherever the learner went.
 * A failed one was ended and released before its uploads gave up, so it only retries them.
 */
export function sendAfterLeaving(active: ConversationSession, failed: boolean): void {
  void (async () => {
    if (failed) active.session.retry();
    else {
      await active.session.end();
      releaseConversation(active);
    }
    await active.session.send();
    showToast(i18n.t('live.recording.sentLeft'), 'success');
  })().catch((err: unknown) => showToast(failureText(err), 'error'));
}
