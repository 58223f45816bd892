import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { shownName, type LivePerson } from '@parley/contracts';
import type { LiveRoomState } from '../state/live-room.ts';
import { PartnerStatus } from './PartnerStatus.tsx';
import { RecordingIndicator } from './RecordingIndicator.tsx';
import { RoundClock } from './RoundClock.tsx';
import '../texts.ts';

interface Props {
  room: LiveRoomState;
  meId: number;
  myself: LivePerson | undefined;
  /** The people of this user's breakout room, this user left out. */
  others: LivePerson[];
  reconnecting: boolean;
  onExtend: () => void;
}

/** The room's top line: the event, the round's clock, who this user talks to, who records, and the room's flags. */
export function RoomHeader({ room, meId, myself, others, reconnecting, onExtend }: Props) {
  const { t } = useTranslation();
  const myRoom = myself?.room_id ?? null;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="h1" sx={{ fontSize: '1.25rem', flexGrow: 1 }} noWrap>
        {room.event.title}
      </Typography>
      <RoundClock
        round={room.round}
        extendedUntil={myRoom ? (room.extendedUntil[myRoom] ?? null) : null}
        // The server grants it to breakout partners only and answers anyone else with its reason.
        canExtend={others.length > 0}
        asked={Boolean(myRoom && room.extendAsks[myRoom]?.includes(meId))}
        onExtend={onExtend}
      />
      {!room.host_ids.includes(meId) && (
        <PartnerStatus
          round={room.round?.number ?? null}
          partners={others.map(shownName)}
          withHost={others.some((p) => room.host_ids.includes(p.id))}
        />
      )}
      <RecordingIndicator people={myself ? [myself, ...others] : others} meId={meId} />
      {room.discussion_topic && <Typography color="text.secondary">{room.discussion_topic}</Typography>}
      {room.locked && <Chip size="small" label={t('live.locked')} />}
      {reconnecting && <Chip size="small" color="warning" label={t('live.reconnecting')} />}
    </Stack>
  );
}
