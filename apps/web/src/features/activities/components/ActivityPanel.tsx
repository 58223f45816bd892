import type { ActivityView, LivePerson } from '@parley/contracts';
import type { MessageFeed } from '../../../lib/realtime/message-feed.ts';
import { WhiteboardPanel } from '../whiteboard/WhiteboardPanel.tsx';
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
}

/** The room's activity above the video tiles; the chat view has none. */
export function ActivityPanel({ eventId, roomId, activity, meId, isHost, roomPeople, feed }: Props) {
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
    case 'CHAT':
      return null;
  }
}
