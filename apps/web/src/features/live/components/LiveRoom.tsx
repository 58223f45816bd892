import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@parley/contracts';
import { ActivityPanel, roomActivity } from '../../activities/public.ts';
import { closedReason } from '../lib/closed-reason.ts';
import { CLOSED_VIEW, roomViewReducer } from '../lib/room-view.ts';
import { useChat } from '../lib/use-chat.ts';
import { useLiveRoom } from '../lib/use-live-room.ts';
import { useUnread } from '../lib/use-unread.ts';
import { RoomAsk } from './RoomAsk.tsx';
import { RoomChat } from './RoomChat.tsx';
import { RoomClosedScreen } from './RoomClosedScreen.tsx';
import { RoomControls } from './RoomControls.tsx';
import { RoomHeader } from './RoomHeader.tsx';
import { RoomTiles } from './RoomTiles.tsx';
import { ScreenShareNotice } from './ScreenShareNotice.tsx';
import { ScreenStage } from './ScreenStage.tsx';
import '../texts.ts';

/** The live room of one event for the signed-in user: tiles, controls, chat and host actions. */
export function LiveRoom({ eventId, me }: { eventId: string; me: User }) {
  const { t } = useTranslation();
  const live = useLiveRoom(eventId, me);
  const { connection, state, media, myself, others } = live;
  const [view, dispatch] = useReducer(roomViewReducer, CLOSED_VIEW);
  const chat = useChat(live.apiEventId, me.id, state);
  const unread = useUnread(chat.fromOthers, view.chatOpen);

  const closed = closedReason(state, connection.finalClose);
  if (closed) {
    const text =
      closed === 'refused' ? connection.finalClose?.reason || t('live.closed.refusedText') : t(`live.closed.${closed}Text`);
    return <RoomClosedScreen title={t(`live.closed.${closed}`)} text={text} />;
  }
  if (!state) return <LinearProgress aria-label={t('live.connecting')} />;
  const activity = roomActivity(state, myself?.room_id ?? null);
  // A board, a drawing game or a video watched together is what the room looks at, beside the tiles.
  const board = activity.type === 'WHITEBOARD' || activity.type === 'PICTIONARY' || activity.type === 'HYPERBEAM';
  const panel = (
    <ActivityPanel
      eventId={live.apiEventId}
      roomId={myself?.room_id ?? null}
      activity={activity}
      meId={me.id}
      isHost={state.host_ids.includes(me.id)}
      roomPeople={state.people.filter((p) => p.room_id === myself?.room_id)}
      feed={connection.feed}
      microphone={media.stream?.getAudioTracks()[0] ?? null}
    />
  );
  // A shared screen, else a board, is what the room looks at: the tiles move to a column beside it (below it on a
  // phone). A share covers a board until it stops (ADR 0051).
  const { screen } = live;
  const stage = screen.capture || screen.theirs ? <ScreenStage screen={screen} /> : board ? panel : null;

  return (
    <Stack sx={{ height: '100%' }}>
      <RoomHeader
        room={state}
        meId={me.id}
        myself={myself}
        others={others}
        reconnecting={connection.status === 'reconnecting'}
        onExtend={() => connection.socketRef.current?.send({ type: 'EXTEND_ROUND' })}
      />
      {media.status === 'denied' && <Alert severity="warning">{t('live.media.denied')}</Alert>}
      {media.status === 'unavailable' && <Alert severity="warning">{t('live.media.unavailable')}</Alert>}
      {live.roomRefusal && <Alert severity="error">{live.roomRefusal}</Alert>}
      <RoomAsk eventId={eventId} room={state} media={media} />
      {!board && panel}
      <ScreenShareNotice screen={screen} />
      <Stack
        direction={stage ? { xs: 'column', md: 'row' } : 'row'}
        sx={{ flexGrow: 1, minHeight: 0, alignItems: stage ? 'stretch' : 'flex-start' }}
      >
        {stage && <Box sx={{ flexGrow: 1, minWidth: 0 }}>{stage}</Box>}
        <RoomTiles
          beside={Boolean(stage)}
          eventId={live.apiEventId}
          room={state}
          me={me}
          myself={myself}
          others={others}
          media={media}
          streams={connection.streams}
          expanded={view.expanded}
          onExpand={(personId) => dispatch({ type: 'toggleExpanded', personId })}
          onTileWidth={connection.tileWidth}
        />
        {view.chatOpen && (
          <RoomChat eventId={live.apiEventId} me={me} chat={chat} onClose={() => dispatch({ type: 'closeChat' })} />
        )}
      </Stack>
      <RoomControls live={live} room={state} meId={me.id} view={view} dispatch={dispatch} unread={unread} />
    </Stack>
  );
}
