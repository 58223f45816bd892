import { eventsApi, type CreateEventBody, type Event, type UpdateEventBody } from '@parley/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';

export const createEvent = (body: CreateEventBody) => call(eventsApi.create, { body });
export const updateEvent = (id: string, body: UpdateEventBody) => call(eventsApi.update, { params: { id }, body });
export const cancelEvent = (id: string) => call(eventsApi.cancel, { params: { id } });
export const startEventNow = (eventId: string) => call(eventsApi.startNow, { body: { event_id: eventId } });

/** After any write: every list, the next-event card and the event's own page show the new state. */
export function refreshEvents(queryClient: QueryClient, event?: Event) {
  if (event) {
    for (const id of [event.event_id, event.short_event_id]) {
      queryClient.setQueriesData<Event>({ queryKey: ['events', 'event', id] }, (old) => (old ? event : old));
    }
  }
  void queryClient.invalidateQueries({ queryKey: ['events', 'list'] });
  void queryClient.invalidateQueries({ queryKey: ['events', 'current'] });
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createEvent, onSuccess: (event) => refreshEvents(queryClient, event) });
}

export function useUpdateEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateEventBody) => updateEvent(id, body),
    onSuccess: (event) => refreshEvents(queryClient, event),
  });
}

export function useCancelEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelEvent, onSuccess: (event) => refreshEvents(queryClient, event) });
}

export function useStartEventNow() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: startEventNow, onSuccess: (event) => refreshEvents(queryClient, event) });
}
