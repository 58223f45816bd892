import type { ActivityView, LivePerson } from '@parley/contracts';
import type { MessageFeed } from '../../../lib/realtime/message-feed.ts';
import { CaptionPanel } from '../caption/CaptionPanel.tsx';
import { GeoGamePanel } from '../geogame/GeoGamePanel.tsx';
import { PictionaryPanel } from '../pictionary/PictionaryPanel.tsx';
import { WatchPanel } from '../watch/WatchPanel.tsx';
import { WhiteboardPanel } from '../whiteboard/WhiteboardPanel.tsx';
import { WordBombPanel } from '../wordbomb/WordBombPanel.tsx';
import { DiscussionCard } from './DiscussionCard.tsx';

interface Props {
  eventId: string;
  roomId: string | null;
  activity: ActivityView;
  meId: number;
  isHost: boolean;
  /** Everyone in the room (the board's "Who draws"). */
  roomPeople: LivePerson[];
  feed: MessageFeed;
  /** The call's microphone, for guesses said aloud. */
  microphone: MediaStreamTrack | null;
}

/** The room's activity above the video tiles; the chat view has none. */
export function ActivityPanel({ eventId, roomId, activity, meId, isHost, roomPeople, feed, microphone }: Props) {
  switch (activity.type) {
    case 'DISCUSSION':
      return <DiscussionCard eventId={eventId} discussion={activity} />;
    case 'WHITEBOARD':
      return roomId ? (
        <WhiteboardPanel
          eventId={eventId}
          roomId={roomId}
          meId={meId}
          isHost={isHost}
          drawerIds={activity.drawer_ids}
          roomPeople={roomPeople}
          feed={feed}
        />
      ) : null;
    case 'PICTIONARY':
      return roomId ? (
        <PictionaryPanel
          eventId={eventId}
          roomId={roomId}
          view={activity}
          meId={meId}
          isHost={isHost}
          roomPeople={roomPeople}
          feed={feed}
          microphone={microphone}
        />
      ) : null;
    case 'GEO_GAME':
      return roomId ? (
        <GeoGamePanel
          eventId={eventId}
          roomId={roomId}
          view={activity}
          meId={meId}
          isHost={isHost}
          roomPeople={roomPeople}
          feed={feed}
        />
      ) : null;
    case 'JKLM_FUN':
      return <WordBombPanel eventId={eventId} view={activity} meId={meId} roomPeople={roomPeople} microphone={microphone} />;
    case 'CAPTION_THIS':
      return roomId ? (
        <CaptionPanel
          eventId={eventId}
          roomId={roomId}
          view={activity}
          meId={meId}
          isHost={isHost}
          roomPeople={roomPeople}
          microphone={microphone}
        />
      ) : null;
    case 'HYPERBEAM':
      return roomId ? <WatchPanel eventId={eventId} roomId={roomId} view={activity} isHost={isHost} /> : null;
    case 'CHAT':
      return null;
  }
}
