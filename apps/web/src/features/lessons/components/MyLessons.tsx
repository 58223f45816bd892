import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/use-now.ts';
import { useBookings } from '../api/bookings.ts';
import type { LessonAction } from '../lib/use-lesson-actions.ts';
import { LessonGroup } from './LessonGroup.tsx';
import { MyLessonRow } from './MyLessonRow.tsx';
import '../texts.ts';

/** "Your lessons with {teacher}": the student's booked lessons with this teacher, upcoming first, then past ones. */
export function MyLessons({
  teacherId,
  teacherName,
  onAction,
}: {
  teacherId: number;
  teacherName: string;
  onAction: (action: LessonAction) => void;
}) {
  const { t } = useTranslation();
  const now = useNow(false);
  const bookings = useBookings();
  const mine = (bookings.data ?? [])
    .filter((b) => b.teacher.id === teacherId && b.status === 'booked')
    .sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  if (mine.length === 0) return null;
  const upcoming = mine.filter((b) => !b.is_over);
  // The latest lesson first: the one just held is the one to rate.
  const past = mine.filter((b) => b.is_over).reverse();
  const groups = [
    { key: 'upcoming', title: t('lessons.mine.upcoming'), lessons: upcoming },
    { key: 'past', title: t('lessons.mine.past'), lessons: past },
  ].filter((group) => group.lessons.length > 0);
  return (
    <Box component="section" aria-labelledby="my-lessons-title">
      <Typography id="my-lessons-title" variant="h3" sx={{ fontSize: '1.35rem', mb: 2 }}>
        {t('lessons.mine.title', { name: teacherName })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, maxWidth: 720 }}>
        {groups.map((group) => (
          <LessonGroup key={group.key} title={group.title}>
            {group.lessons.map((booking) => (
              <MyLessonRow key={booking.id} booking={booking} now={now} onAction={onAction} />
            ))}
          </LessonGroup>
        ))}
      </Box>
    </Box>
  );
}
