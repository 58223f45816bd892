import { shownName, type LivePerson, type User } from '@parley/contracts';
import type { LocalMedia } from '../media/use-local-media.ts';
import type { LiveRoomState } from '../state/live-room.ts';
import { ParticipantMenu } from './ParticipantMenu.tsx';
import { TileGrid } from './TileGrid.tsx';
import { VideoTile } from './VideoTile.tsx';

interface Props {
  /** The event's own id, for the participant menus' calls. */
  eventId: string;
  room: LiveRoomState;
  me: User;
  myself: LivePerson | undefined;
  others: LivePerson[];
  media: LocalMedia;
  streams: ReadonlyMap<number, MediaStream>;
  expanded: number | null;
  onExpand: (personId: number) => void;
  /** Beside an activity's board: a single column of tiles. */
  beside?: boolean;
  /** How wide each other person's video is drawn. */
  onTileWidth: (personId: number, width: number) => void;
}

/** This user's own tile first, then one per person in their breakout room, each with its menu. */
export function RoomTiles(props: Props) {
  const { eventId, room, me, myself, others, media, streams, expanded, onExpand, beside, onTileWidth } = props;
  const viewerIsHost = room.host_ids.includes(me.id);
  return (
    <TileGrid count={others.length + 1} beside={beside}>
      <VideoTile
        userId={me.id}
        name={shownName(myself ?? me)}
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
          name={shownName(person)}
          image={person.image}
          stream={streams.get(person.id) ?? null}
          audioMuted={person.audio_muted}
          videoMuted={person.video_muted}
          speakerId={media.settings.speakerId}
          expanded={expanded === person.id}
          onWidth={(width) => onTileWidth(person.id, width)}
          menu={
            <ParticipantMenu
              eventId={eventId}
              meId={me.id}
              person={person}
              name={shownName(person)}
              viewerIsHost={viewerIsHost}
              personIsHost={room.host_ids.includes(person.id)}
              eventHostId={room.event.host.id}
              expanded={expanded === person.id}
              onExpand={() => onExpand(person.id)}
            />
          }
        />
      ))}
    </TileGrid>
  );
}
