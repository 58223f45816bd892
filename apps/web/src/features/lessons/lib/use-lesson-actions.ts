import { LESSON_TEXTS, type Booking, type LessonSlot } from '@parley/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { showFailure } from '../../../ui/toast/show-failure.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { bookLesson } from '../api/book-lesson.ts';
import { cancelBooking } from '../api/cancel-booking.ts';
import { lessonKeys } from '../api/keys.ts';
import { rescheduleBooking } from '../api/reschedule-booking.ts';
import { changeableUntil, lessonTime } from './lesson-time.ts';
import '../texts.ts';

/** A lesson of the caller's: a booking, or a slot the caller booked (which carries only the booking's id). */
export type BookedLesson = Pick<Booking, 'id' | 'starts_at' | 'ends_at' | 'changeable_until'>;

/** A slot the caller booked, as a lesson of theirs: its cut-off is the slot's. */
export const slotLesson = (slot: LessonSlot, id: number): BookedLesson => ({
  id,
  starts_at: slot.starts_at,
  ends_at: slot.ends_at,
  changeable_until: new Date(changeableUntil(slot.starts_at)).toISOString(),
});

export type LessonAction =
  { kind: 'book'; slot: LessonSlot } | { kind: 'cancel'; lesson: BookedLesson } | { kind: 'move'; lesson: BookedLesson };

/**
 * Booking, cancelling and moving a lesson: each is asked in a dialog first, then sent; the result is a toast (the
 * server's own sentence when it refuses) and slots and bookings are read again, since a place may have gone meanwhile.
 */
export function useLessonActions(teacherId: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [action, setAction] = useState<LessonAction | null>(null);
  const send = useMutation({
    mutationFn: async ({ action, to }: { action: LessonAction; to?: LessonSlot }) => {
      if (action.kind === 'book') await bookLesson(teacherId, action.slot.starts_at);
      else if (action.kind === 'cancel') await cancelBooking(action.lesson.id);
      else if (to) await rescheduleBooking(action.lesson.id, to.starts_at);
    },
    onSuccess: (_, { action, to }) => {
      const done = {
        book: () => contractText(LESSON_TEXTS.booked),
        cancel: () => contractText(LESSON_TEXTS.cancelled),
        move: () => t('lessons.actions.moved', { when: to ? lessonTime(to) : '' }),
      };
      showToast(done[action.kind](), 'success');
    },
    onError: showFailure,
    onSettled: () => {
      setAction(null);
      return queryClient.invalidateQueries({ queryKey: lessonKeys.all });
    },
  });
  return {
    action,
    ask: setAction,
    close: () => setAction(null),
    confirm: (to?: LessonSlot) => action && send.mutate({ action, to }),
    busy: send.isPending,
  };
}

export type LessonActions = ReturnType<typeof useLessonActions>;
