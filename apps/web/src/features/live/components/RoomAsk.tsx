import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { shownName } from '@parley/contracts';
import type { LocalMedia } from '../media/use-local-media.ts';
import { updateRoom } from '../state/live-room-query.ts';
import { dismissAsk, type LiveRoomState } from '../state/live-room.ts';
import { AskPrompt } from './AskPrompt.tsx';
import '../texts.ts';

/** The pending ask to turn the microphone or camera on, if any: accepting switches it on, either answer clears it. */
export function RoomAsk({ eventId, room, media }: { eventId: string; room: LiveRoomState; media: LocalMedia }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { ask } = room;
  if (!ask) return null;
  const askedBy = room.people.find((p) => p.id === ask.by_user_id);
  const dismiss = () => updateRoom(queryClient, eventId, dismissAsk);
  return (
    <AskPrompt
      ask={ask}
      byName={askedBy ? shownName(askedBy) : t('live.ask.someone')}
      onAccept={() => {
        media.update(ask.mute_type === 'audio' ? { audio: true } : { video: true });
        dismiss();
      }}
      onDismiss={dismiss}
    />
  );
}
