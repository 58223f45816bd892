import { EVENT_TEXTS, RECORDING_TEXTS } from '@parley/contracts';
import { forbidden, notFound } from '../../errors.ts';
import * as events from '../events/public.ts';
import type { ChangeDeps } from './live.deps.ts';
import * as store from './live.store.ts';
import { change } from './room-change.ts';

/**
 * The live room's part in a conversation recorded there (docs/decisions/0032-pair-recording.md): only someone in the
 * room may record it, and everyone in the room is told at once when a recording starts and when it ends. The
 * recordings feature calls these through app.ts, since modules never import each other.
 */
export function createRecordingNotices(deps: ChangeDeps) {
  return {
    /** The event's id when the person is in its live room now; 404 for an unknown event, 403 for anyone outside. */
    async admit(ref: string, userId: number): Promise<string> {
      const found = await events.findEvent(deps.db, ref, deps.clock.now());
      if (!found) throw notFound(EVENT_TEXTS.eventNotFound);
      const presence = await store.findPresence(deps.db, found.event.id, userId);
      if (!presence || presence.leftAt !== null) throw forbidden(RECORDING_TEXTS.notInEvent);
      return found.event.id;
    },

    async started(eventId: string, userId: number, recordingId: number): Promise<void> {
      await change(deps, eventId, async ({ tx, emit }) => {
        if (await store.startRecording(tx, eventId, userId, recordingId))
          await emit('RECORDING_STATE', { user_id: userId, recording: true });
      });
    },

    /** Nothing to tell when the person already left: leaving cleared the mark, and LEAVE told the room. */
    async ended(eventId: string, userId: number, recordingId: number): Promise<void> {
      await change(deps, eventId, async ({ tx, emit }) => {
        if (await store.endRecording(tx, eventId, userId, recordingId))
          await emit('RECORDING_STATE', { user_id: userId, recording: false });
      });
    },
  };
}
