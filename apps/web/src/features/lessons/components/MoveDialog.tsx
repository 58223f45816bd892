import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { BOOKING_WINDOW_DAYS, type LessonSlot } from '@parley/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/use-now.ts';
import { changeableUntil, hasPlace, lessonTime } from '../lib/lesson-time.ts';
import type { BookedLesson } from '../lib/use-lesson-actions.ts';
import '../texts.ts';

/**
 * The times a lesson can move to: free places the caller has not booked, past the cut-off. A slot the allowance marks
 * as not bookable is still offered, since a move does not count the lesson being moved (ADR 0060); the server decides.
 */
const targets = (slots: readonly LessonSlot[], lesson: BookedLesson, now: number) =>
  slots.filter(
    (slot) =>
      hasPlace(slot) &&
      slot.my_booking_id === null &&
      slot.starts_at !== lesson.starts_at &&
      changeableUntil(slot.starts_at) > now,
  );

/** "Move": the lesson's time now, and the other times as a radio group. */
export function MoveDialog({
  lesson,
  slots,
  busy,
  onClose,
  onMove,
}: {
  lesson: BookedLesson;
  slots: readonly LessonSlot[];
  busy: boolean;
  onClose: () => void;
  onMove: (to: LessonSlot) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const now = useNow(false);
  const [chosen, setChosen] = useState('');
  const options = targets(slots, lesson, now);
  const to = options.find((slot) => slot.starts_at === chosen);
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={`${id}-title`} scroll="paper">
      <DialogTitle id={`${id}-title`}>{t('lessons.actions.moveTitle')}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>{lessonTime(lesson)}</DialogContentText>
        {options.length === 0 ? (
          <DialogContentText>{t('lessons.actions.moveNone', { days: BOOKING_WINDOW_DAYS })}</DialogContentText>
        ) : (
          <FormControl>
            <FormLabel id={`${id}-to`}>{t('lessons.actions.moveTo')}</FormLabel>
            <RadioGroup aria-labelledby={`${id}-to`} value={chosen} onChange={(e) => setChosen(e.target.value)}>
              {options.map((slot, index) => (
                <FormControlLabel
                  key={slot.starts_at}
                  value={slot.starts_at}
                  control={<Radio autoFocus={index === 0} />}
                  label={lessonTime(slot)}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      </DialogContent>
      <DialogActions>
        <Button disabled={busy} onClick={onClose}>
          {t('lessons.actions.keepTime')}
        </Button>
        <Button variant="contained" disabled={!to} loading={busy} onClick={() => to && onMove(to)}>
          {t('lessons.actions.moveConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
