import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate } from 'react-router';
import { ROUTES, type User } from '@parley/contracts';
import { failureText } from '../../../lib/api/api-error.ts';
import { displayNameOf } from '../../../lib/display-name.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { translateChat, translationStatusQueryOptions } from '../api/chat.ts';
import { endEvent, exitRoom, lockRoom, startNextRound } from '../api/host-controls.ts';
import { useLocalMedia } from '../media/use-local-media.ts';
import { closedReason } from '../lib/closed-reason.ts';
import { conversationKey, roomMates } from '../lib/conversation.ts';
import { useChat } from '../lib/use-chat.ts';
import { useConversationRecording } from '../lib/use-conversation-recording.ts';
import { useFinishLeftoverRecording } from '../lib/use-finish-leftover-recording.ts';
import { useLiveConnection } from '../lib/use-live-connection.ts';
import { useMediaSync } from '../lib/use-media-sync.ts';
import { translationTarget } from '../lib/translation-target.ts';
import { roomMembersKey, useRoomPeers } from '../lib/use-room-peers.ts';
import { useUnread } from '../lib/use-unread.ts';
import { updateRoom, useLiveRoomState } from '../state/live-room-query.ts';
import { dismissAsk } from '../state/live-room.ts';
import { AskPrompt } from './AskPrompt.tsx';
import { ChatPanel } from './ChatPanel.tsx';
import { ConfirmEndDialog } from './ConfirmEndDialog.tsx';
import { ControlBar } from './ControlBar.tsx';
import { DeviceSettingsDialog } from './DeviceSettingsDialog.tsx';
import { ParticipantMenu } from './ParticipantMenu.tsx';
import { PartnerStatus } from './PartnerStatus.tsx';
import { RecordConversationControl } from './RecordConversationControl.tsx';
import { RecordingIndicator } from './RecordingIndicator.tsx';
import { RoomClosedScreen } from './RoomClosedScreen.tsx';
import { RoundClock } from './RoundClock.tsx';
import { TileGrid } from './TileGrid.tsx';
import { VideoTile } from './VideoTile.tsx';

/** The live room of one event for the signed-in user: tiles, controls, chat and host actions. */
export function LiveRoom({ eventId, me }: { eventId: string; me: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const connection = useLiveConnection(eventId, me.id);
  const state = useLiveRoomState(eventId);
  const media = useLocalMedia();
  const [roomRefusal, setRoomRefusal] = useState<string | null>(null);
  const [chatOpen, setChatOpen] = useState(false);
  const [dialog, setDialog] = useState<'devices' | 'end' | null>(null);
  const [expanded, setExpanded] = useState<number | null>(null);
  const myself = state?.people.find((p) => p.id === me.id);
  const apiEventId = state?.event.event_id ?? eventId;

  useMediaSync(media, myself, connection.status, connection.socketRef, connection.meshRef);
  useRoomPeers(apiEventId, roomMembersKey(state, me.id), connection.meshRef, setRoomRefusal);
  const chat = useChat(apiEventId, me.id, state);
  const unread = useUnread(chat.fromOthers, chatOpen);
  const translation = useQuery({ ...translationStatusQueryOptions(), enabled: chatOpen });
  const target = translationTarget(me.speaking, navigator.languages);
  const others = roomMates(state, me.id);
  const conversation = conversationKey(state, me.id);
  const recording = useConversationRecording({
    eventId: apiEventId,
    mine: media.stream,
    theirs: others.flatMap((p) => connection.streams.get(p.id) ?? []),
    conversation,
  });
  useFinishLeftoverRecording(apiEventId, myself?.recording);

  useEffect(() => {
    if (state?.reload) location.reload();
  }, [state?.reload]);

  const closed = closedReason(state, connection.finalClose);
  if (closed) {
    const text =
      closed === 'refused' ? connection.finalClose?.reason || t('live.closed.refusedText') : t(`live.closed.${closed}Text`);
    return <RoomClosedScreen title={t(`live.closed.${closed}`)} text={text} />;
  }
  if (!state) return <LinearProgress aria-label={t('live.connecting')} />;

  const isHost = state.host_ids.includes(me.id);
  const myRoom = myself?.room_id ?? null;
  const nameOf = (p: { display_name: string | null; username: string }) => p.display_name || p.username;
  const act = (action: () => Promise<unknown>) => action().catch((err: unknown) => showToast(failureText(err), 'error'));
  const askedBy = state.ask ? state.people.find((p) => p.id === state.ask!.by_user_id) : undefined;

  return (
    <Stack sx={{ height: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="h1" sx={{ fontSize: '1.25rem', flexGrow: 1 }} noWrap>
          {state.event.title}
        </Typography>
        <RoundClock
          round={state.round}
          extendedUntil={myRoom ? (state.extendedUntil[myRoom] ?? null) : null}
          // The server grants it to breakout partners only and answers anyone else with its reason.
          canExtend={others.length > 0}
          asked={Boolean(myRoom && state.extendAsks[myRoom]?.includes(me.id))}
          onExtend={() => connection.socketRef.current?.send({ type: 'EXTEND_ROUND' })}
        />
        {!isHost && (
          <PartnerStatus
            round={state.round?.number ?? null}
            partners={others.map(nameOf)}
            withHost={others.some((p) => state.host_ids.includes(p.id))}
          />
        )}
        <RecordingIndicator people={myself ? [myself, ...others] : others} meId={me.id} nameOf={nameOf} />
        {state.discussion_topic && <Typography color="text.secondary">{state.discussion_topic}</Typography>}
        {state.locked && <Chip size="small" label={t('live.locked')} />}
        {connection.status === 'reconnecting' && <Chip size="small" color="warning" label={t('live.reconnecting')} />}
      </Stack>
      {media.status === 'denied' && <Alert severity="warning">{t('live.media.denied')}</Alert>}
      {media.status === 'unavailable' && <Alert severity="warning">{t('live.media.unavailable')}</Alert>}
      {roomRefusal && <Alert severity="error">{roomRefusal}</Alert>}
      {state.ask && (
        <AskPrompt
          ask={state.ask}
          byName={askedBy ? nameOf(askedBy) : t('live.ask.someone')}
          onAccept={() => {
            media.update(state.ask!.mute_type === 'audio' ? { audio: true } : { video: true });
            updateRoom(queryClient, eventId, dismissAsk);
          }}
          onDismiss={() => updateRoom(queryClient, eventId, dismissAsk)}
        />
      )}
      <Stack direction="row" sx={{ flexGrow: 1, minHeight: 0, alignItems: 'flex-start' }}>
        <TileGrid count={others.length + 1}>
          <VideoTile
            userId={me.id}
            name={myself ? nameOf(myself) : displayNameOf(me)}
            image={me.image ?? null}
            stream={media.stream}
            audioMuted={!media.audioOn}
            videoMuted={!media.videoOn}
            self
          />
          {others.map((person) => (
            <VideoTile
              key={person.id}
              userId={person.id}
              name={nameOf(person)}
              image={person.image}
              stream={connection.streams.get(person.id) ?? null}
              audioMuted={person.audio_muted}
              videoMuted={person.video_muted}
              speakerId={media.settings.speakerId}
              expanded={expanded === person.id}
              menu={
                <ParticipantMenu
                  eventId={apiEventId}
                  meId={me.id}
                  person={person}
                  name={nameOf(person)}
                  viewerIsHost={isHost}
                  personIsHost={state.host_ids.includes(person.id)}
                  expanded={expanded === person.id}
                  onExpand={() => setExpanded((current) => (current === person.id ? null : person.id))}
                />
              }
            />
          ))}
        </TileGrid>
        {chatOpen && (
          <Box sx={{ p: 1.5 }}>
            <ChatPanel
              items={chat.items}
              enabled={chat.enabled}
              onSend={chat.send}
              onClose={() => setChatOpen(false)}
              translate={
                translation.data?.available && target ? (messageId) => translateChat(apiEventId, messageId, target) : undefined
              }
            />
          </Box>
        )}
      </Stack>
      <ControlBar
        audioOn={media.audioOn}
        videoOn={media.videoOn}
        canAudio={media.hasAudio}
        canVideo={media.hasVideo && !myself?.video_disabled}
        chatOpen={chatOpen}
        unread={unread}
        isHost={isHost}
        locked={state.locked}
        round={state.round?.number ?? 0}
        recorder={<RecordConversationControl recording={recording} canRecord={Boolean(conversation) && media.hasAudio} />}
        onAudio={() => media.update({ audio: !media.audioOn })}
        onVideo={() => media.update({ video: !media.videoOn })}
        onSettings={() => setDialog('devices')}
        onChat={() => setChatOpen((open) => !open)}
        onLock={() => void act(() => lockRoom(apiEventId, !state.locked))}
        onNextRound={() =>
          void act(async () => {
            const next = await startNextRound(apiEventId);
            showToast(t('live.controls.roundStarted', { round: next.round }), 'success');
          })
        }
        onEnd={() => setDialog('end')}
        onLeave={() => {
          void exitRoom(apiEventId).catch(() => undefined);
          void navigate(generatePath(ROUTES.event, { eventId: apiEventId }));
        }}
      />
      <DeviceSettingsDialog media={media} open={dialog === 'devices'} onClose={() => setDialog(null)} />
      <ConfirmEndDialog
        open={dialog === 'end'}
        onClose={() => setDialog(null)}
        onConfirm={() => {
          setDialog(null);
          void act(() => endEvent(apiEventId));
        }}
      />
    </Stack>
  );
}
