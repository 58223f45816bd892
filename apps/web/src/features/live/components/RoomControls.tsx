import type { Dispatch } from 'react';
import { ActivityMenu, MusicBox, roomActivity } from '../../activities/public.ts';
import type { LiveRoomParts } from '../lib/use-live-room.ts';
import type { RoomView, RoomViewEvent } from '../lib/room-view.ts';
import { useRoomControls } from '../lib/use-room-controls.ts';
import type { LiveRoomState } from '../state/live-room.ts';
import { ConfirmEndDialog } from './ConfirmEndDialog.tsx';
import { ControlBar } from './ControlBar.tsx';
import { DeviceSettingsDialog } from './DeviceSettingsDialog.tsx';
import { RecordConversationControl } from './RecordConversationControl.tsx';
import { ScreenShareButton } from './ScreenShareButton.tsx';

interface Props {
  live: LiveRoomParts;
  room: LiveRoomState;
  meId: number;
  view: RoomView;
  dispatch: Dispatch<RoomViewEvent>;
  unread: boolean;
}

/** The bar under the tiles (media, chat, screen sharing, recording, the host's controls, leave) and the dialogs it opens. */
export function RoomControls({ live, room, meId, view, dispatch, unread }: Props) {
  const { media, myself, conversation, recording } = live;
  const controls = useRoomControls(live.apiEventId);
  const closeDialog = () => dispatch({ type: 'closeDialog' });
  return (
    <>
      <ControlBar
        audioOn={media.audioOn}
        videoOn={media.videoOn}
        canAudio={media.hasAudio}
        canVideo={media.hasVideo && !myself?.video_disabled}
        chatOpen={view.chatOpen}
        unread={unread}
        isHost={room.host_ids.includes(meId)}
        locked={room.locked}
        round={room.round?.number ?? 0}
        activityMenu={<ActivityMenu eventId={live.apiEventId} current={roomActivity(room, myself?.room_id ?? null).type} />}
        recorder={<RecordConversationControl recording={recording} canRecord={Boolean(conversation) && media.hasAudio} />}
        screenShare={<ScreenShareButton screen={live.screen} />}
        musicBox={
          myself?.room_id ? (
            <MusicBox
              eventId={live.apiEventId}
              roomId={myself.room_id}
              music={room.music[myself.room_id] ?? null}
              isHost={room.host_ids.includes(meId)}
            />
          ) : null
        }
        onAudio={() => media.update({ audio: !media.audioOn })}
        onVideo={() => media.update({ video: !media.videoOn })}
        onSettings={() => dispatch({ type: 'openDialog', dialog: 'devices' })}
        onChat={() => dispatch({ type: 'toggleChat' })}
        onLock={() => controls.lock(!room.locked)}
        chatEnabled={room.chat_enabled}
        onChatEnabled={() => controls.enableChat(!room.chat_enabled)}
        onNextRound={controls.nextRound}
        onEnd={() => dispatch({ type: 'openDialog', dialog: 'end' })}
        onLeave={controls.leave}
      />
      <DeviceSettingsDialog media={media} open={view.dialog === 'devices'} onClose={closeDialog} />
      <ConfirmEndDialog
        open={view.dialog === 'end'}
        onClose={closeDialog}
        onConfirm={() => {
          closeDialog();
          controls.end();
        }}
      />
    </>
  );
}
