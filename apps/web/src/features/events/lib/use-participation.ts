import type { Event, EventPerson, User } from '@parley/contracts';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, failureText } from '../../../lib/api/api-error.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { refreshEvents } from '../api/event-writes.ts';
import { leaveEvent, participate } from '../api/participation.ts';
import { askForReminders, cancelReminders, scheduleReminders } from './reminders.ts';

export const SESSION_LIMIT_CODE = 'EXC_SESSION_LIMIT_REACHED';

const personOf = (user: User): EventPerson => ({
  id: user.id,
  username: user.username,
  display_name: user.display_name,
  image: user.image,
});

/** The event as it looks at once, before the server answers. */
function withMe(event: Event, me: EventPerson, going: boolean): Event {
  const others = event.participants.filter((p) => p.id !== me.id);
  const wasGoing = others.length !== event.participants.length;
  const participants = going ? [...others, me] : others;
  const change = going === wasGoing ? 0 : going ? 1 : -1;
  return { ...event, participants, participants_count: event.participants_count + change };
}

/**
 * Join and leave an event: the participant list changes at once and rolls back when the server refuses (a
 * toast says why; the free plan's limit also shows an upgrade hint). A join schedules the reminders.
 */
export function useParticipation(queryKey: QueryKey, user: User | null) {
  const queryClient = useQueryClient();
  const [joined, setJoined] = useState(false);
  const [limitReached, setLimitReached] = useState(false);
  const [remindersScheduled, setRemindersScheduled] = useState(0);
  // Re-renders once the browser answered, so a refused prompt hides its button.
  const [, setAsked] = useState(false);

  const mutation = useMutation({
    mutationFn: ({ eventId, going }: { eventId: string; going: boolean }) => (going ? participate(eventId) : leaveEvent(eventId)),
    onMutate: async ({ going }) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<Event>(queryKey);
      if (before && user) queryClient.setQueryData(queryKey, withMe(before, personOf(user), going));
      setJoined(false);
      setLimitReached(false);
      return { before };
    },
    onError: (error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
      if (error instanceof ApiError && error.code === SESSION_LIMIT_CODE) setLimitReached(true);
      showToast(failureText(error), 'error');
    },
    onSuccess: (event, { going }) => {
      queryClient.setQueryData(queryKey, event);
      refreshEvents(queryClient);
      if (going) {
        setJoined(true);
        void scheduleReminders(event).then(setRemindersScheduled);
      } else {
        void cancelReminders(event.event_id);
      }
    },
  });

  return {
    join: (eventId: string) => mutation.mutate({ eventId, going: true }),
    leave: (eventId: string) => mutation.mutate({ eventId, going: false }),
    pending: mutation.isPending,
    joined,
    limitReached,
    remindersScheduled,
    enableReminders: async (event: Event) => {
      if (await askForReminders()) setRemindersScheduled(await scheduleReminders(event));
      setAsked(true);
    },
  };
}
