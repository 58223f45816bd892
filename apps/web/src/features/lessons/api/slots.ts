import { lessonsApi } from '@parley/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';
import { useUser } from '../../../lib/session/session.ts';
import { lessonKeys } from './keys.ts';

/** A teacher's lesson times for the next 14 days, with the signed-in caller's allowance and bookings. */
export function useLessonSlots(teacherId: number) {
  const viewerId = useUser()?.id ?? null;
  return useQuery({
    queryKey: lessonKeys.slots(teacherId, viewerId),
    queryFn: ({ signal }) => call(lessonsApi.slots, { params: { teacherId }, signal }),
    retry: false,
  });
}
