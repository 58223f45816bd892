import { useEffect, useRef } from 'react';
import { cancelRecording } from '../../../entities/recording/api/cancel-recording.ts';
import { listRecordings } from '../../../entities/recording/api/list-recordings.ts';
import { stopRecording } from '../../../entities/recording/api/stop-recording.ts';

/** The newest recordings are enough: a learner has at most one open recording per room. */
const LOOK_BACK = 10;

async function finishLeftovers(eventId: string) {
  const { items } = await listRecordings(LOOK_BACK, 0);
  for (const open of items.filter((r) => r.processing_status === 'RECORDING' && r.event_id === eventId))
    await stopRecording(open.id, false).catch(() => cancelRecording(open.id));
}

/**
 * A page reloaded or closed while recording leaves its recording open on the server, and the room goes on showing
 * it as recorded. When this visit's first view of the room says so, the leftover is finished: what arrived is sent
 * for feedback, or thrown away when nothing can be (no audio, or holes). Either tells the room it ended.
 */
export function useFinishLeftoverRecording(eventId: string, recordingNow: boolean | undefined) {
  const checked = useRef(false);
  useEffect(() => {
    if (recordingNow === undefined || checked.current) return;
    checked.current = true;
    if (recordingNow) void finishLeftovers(eventId).catch(() => undefined);
  }, [eventId, recordingNow]);
}
