import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROUTES, type Booking } from '@parley/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { shortDateTime } from '../../../lib/format/date-time.ts';
import { lessonTime } from '../lib/lesson-time.ts';
import type { LessonAction } from '../lib/use-lesson-actions.ts';
import { ChangeButtons } from './ChangeButtons.tsx';
import { RatingForm } from './RatingForm.tsx';
import '../texts.ts';

/**
 * One of the student's lessons: its time and the way to its event page (which holds the lobby; "Join" while it is
 * on); before it, Cancel and Move; after it, the rating form or the rating given.
 */
export function MyLessonRow({
  booking,
  now,
  onAction,
}: {
  booking: Booking;
  now: number;
  onAction: (action: LessonAction) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const over = booking.is_over;
  const live = !over && Date.parse(booking.starts_at) <= now;
  return (
    <Stack component="li" spacing={1} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography id={id} sx={{ fontVariantNumeric: 'tabular-nums', mr: 'auto' }}>
          {lessonTime(booking)}
        </Typography>
        {live && <Chip color="error" size="small" label={t('lessons.mine.live')} />}
        {!over && (
          <>
            <Button
              component={Link}
              to={generatePath(ROUTES.event, { eventId: booking.event_id })}
              variant={live ? 'contained' : 'outlined'}
              aria-describedby={id}
            >
              {t(live ? 'lessons.mine.join' : 'lessons.mine.open')}
            </Button>
            <ChangeButtons lesson={booking} describedBy={id} onAction={onAction} />
          </>
        )}
      </Stack>
      {!over && Date.parse(booking.changeable_until) > now && (
        <Typography variant="body2" color="text.secondary">
          {t('lessons.mine.until', { when: shortDateTime(booking.changeable_until) })}
        </Typography>
      )}
      {over && booking.rating && (
        <Typography color="text.secondary">
          {t('lessons.rating.yours', { rating: booking.rating.rating })}
          {booking.rating.comment && ` · ${booking.rating.comment}`}
        </Typography>
      )}
      {over && !booking.rating && <RatingForm bookingId={booking.id} />}
    </Stack>
  );
}
