import type { ScreenRole, SignalData } from '@parley/contracts';
import { forbidden } from '../../errors.ts';
import type { Viewer } from '../../shared/viewer.ts';
import { momentaryChannel } from './live.bus.ts';
import type { ChangeDeps } from './live.deps.ts';
import * as store from './live.store.ts';

/**
 * Relays an offer, answer or candidate to one person, on every instance; never stored. A screen-share signal
 * (`screen`, ADR 0051) goes only from or to the person sharing now.
 */
export async function relaySignal(
  deps: ChangeDeps,
  viewer: Viewer,
  eventId: string,
  to: number,
  data: SignalData,
  screen?: ScreenRole,
) {
  const [from, target] = await Promise.all([
    store.findPresence(deps.db, eventId, viewer.id),
    store.findPresence(deps.db, eventId, to),
  ]);
  // Offers and candidates go only between two people of one room.
  if (!from || !target || from.leftAt) throw forbidden('You can only connect to people in your room');
  // A pairing or a departure closes connections while their signals are on the way; the sender's client drops the
  // link when it hears of the move, so these are stale, not refused.
  if (target.leftAt || from.roomId !== target.roomId) return;
  // Likewise a share that ended or was taken over while its signals were on the way.
  if ((screen === 'sharer' && !from.screenSharing) || (screen === 'viewer' && !target.screenSharing)) return;
  await momentaryChannel(deps.bus, eventId).publish({
    to_user_ids: [to],
    message: { type: 'SIGNAL', seq: null, payload: { from_user_id: viewer.id, data, ...(screen && { screen }) } },
  });
}
