import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LessonSlot } from '@parley/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { hasPlace, timeRange } from '../lib/lesson-time.ts';
import { slotLesson, type LessonAction } from '../lib/use-lesson-actions.ts';
import { ChangeButtons } from './ChangeButtons.tsx';
import '../texts.ts';

/**
 * One lesson time: when, the places left in a group lesson, and what the reader can do: book it (a guest is sent to
 * log in first), or cancel and move it once booked.
 */
export function SlotRow({
  slot,
  canBook,
  onAction,
}: {
  slot: LessonSlot;
  /** Whether Book is offered at all (guests and students with a plan that includes lessons). */
  canBook: boolean;
  onAction: (action: LessonAction) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const booking = slot.my_booking_id;
  return (
    <Stack
      component="li"
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography id={id} sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 120 }}>
        {timeRange(slot)}
      </Typography>
      {slot.capacity > 1 && hasPlace(slot) && (
        <Typography color="text.secondary">{t('lessons.slots.place', { count: slot.capacity - slot.booked })}</Typography>
      )}
      {/* Pushes the actions to the row's end; Stack's spacing would override a margin on them. */}
      <Box sx={{ flexGrow: 1 }} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {booking !== null ? (
          <>
            <Chip color="success" label={t('lessons.slots.booked')} />
            <ChangeButtons lesson={slotLesson(slot, booking)} describedBy={id} onAction={onAction} />
          </>
        ) : canBook && slot.bookable ? (
          <Button variant="contained" aria-describedby={id} onClick={() => onAction({ kind: 'book', slot })}>
            {t('lessons.slots.book')}
          </Button>
        ) : !hasPlace(slot) ? (
          <Typography color="text.secondary">{t('lessons.slots.full')}</Typography>
        ) : (
          // Past the cut-off or beyond the allowance; to readers who cannot book anyway the places left say enough.
          canBook && <Typography color="text.secondary">{t('lessons.slots.closed')}</Typography>
        )}
      </Stack>
    </Stack>
  );
}
