import { lessonsApi } from '@parley/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';
import { lessonKeys } from './keys.ts';

/** A student's bookings, or the bookings of a teacher's lessons: upcoming and the last 30 days. */
export const useBookings = (enabled = true) =>
  useQuery({
    queryKey: lessonKeys.bookings(),
    queryFn: ({ signal }) => call(lessonsApi.list, { signal }),
    enabled,
  });
