import Box from '@mui/material/Box';
import { BOOKING_WINDOW_DAYS, type LessonSlot } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { byDay } from '../lib/lesson-time.ts';
import type { LessonAction } from '../lib/use-lesson-actions.ts';
import { LessonGroup } from './LessonGroup.tsx';
import { SlotRow } from './SlotRow.tsx';
import '../texts.ts';

/** The next 14 days' lesson times under a heading per day of the reader's calendar. */
export function SlotDays({
  slots,
  canBook,
  onAction,
}: {
  slots: readonly LessonSlot[];
  canBook: boolean;
  onAction: (action: LessonAction) => void;
}) {
  const { t } = useTranslation();
  if (slots.length === 0)
    return <EmptyState title={t('lessons.slots.none', { days: BOOKING_WINDOW_DAYS })} hint={t('lessons.slots.noneHint')} />;
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 720 }}>
      {byDay(slots).map((day) => (
        <LessonGroup key={day.key} title={day.label}>
          {day.lessons.map((slot) => (
            <SlotRow key={slot.starts_at} slot={slot} canBook={canBook} onAction={onAction} />
          ))}
        </LessonGroup>
      ))}
    </Box>
  );
}
