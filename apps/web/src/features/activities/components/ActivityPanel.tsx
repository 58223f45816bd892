import type { ActivityView } from '@parley/contracts';
import { DiscussionCard } from './DiscussionCard.tsx';

/** The room's activity above the video tiles; the chat view has none. */
export function ActivityPanel({ eventId, activity }: { eventId: string; activity: ActivityView }) {
  switch (activity.type) {
    case 'DISCUSSION':
      return <DiscussionCard eventId={eventId} discussion={activity} />;
    case 'CHAT':
      return null;
  }
}
