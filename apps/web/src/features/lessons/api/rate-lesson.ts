import { lessonsApi, type RatingBody } from '@parley/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';
import { lessonKeys } from './keys.ts';

const rateLesson = (id: number, body: RatingBody) => call(lessonsApi.rate, { params: { id }, body });

/** Rates a lesson that is over; the bookings are read again so the lesson shows the rating given. */
export function useRateLesson(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RatingBody) => rateLesson(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lessonKeys.bookings() }),
  });
}
