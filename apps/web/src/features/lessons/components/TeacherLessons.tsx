import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/use-now.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useBookings } from '../api/bookings.ts';
import { isToday, taughtLessons } from '../lib/teacher-lessons.ts';
import { TaughtLessonList } from './TaughtLessonList.tsx';
import '../texts.ts';

/** The teacher's start page: "Today's lessons" and the upcoming ones, each with its students and its event. */
export function TeacherLessons() {
  const { t } = useTranslation();
  const now = useNow(false);
  const bookings = useBookings();
  const lessons = taughtLessons(bookings.data ?? []);
  const groups = [
    {
      key: 'today',
      title: t('lessons.teacher.today'),
      lessons: lessons.filter((lesson) => isToday(lesson, now)),
      empty: t('lessons.teacher.noneToday'),
      hint: t('lessons.teacher.noneTodayHint'),
    },
    {
      key: 'upcoming',
      title: t('lessons.teacher.upcoming'),
      lessons: lessons.filter((lesson) => !isToday(lesson, now)),
      empty: t('lessons.teacher.noneUpcoming'),
      hint: t('lessons.teacher.noneUpcomingHint'),
    },
  ];
  return groups.map((group) => (
    <Stack key={group.key} component="section" aria-labelledby={`lessons-${group.key}`} spacing={1}>
      <Typography id={`lessons-${group.key}`} variant="h2" sx={{ fontSize: '1.25rem' }}>
        {group.title}
      </Typography>
      {bookings.isPending ? (
        <Skeleton variant="rounded" height={56} role="status" aria-label={t('app.loading')} />
      ) : bookings.isError ? (
        <ErrorAlert error={bookings.error} />
      ) : group.lessons.length === 0 ? (
        <EmptyState title={group.empty} hint={group.hint} />
      ) : (
        <TaughtLessonList lessons={group.lessons} today={group.key === 'today'} />
      )}
    </Stack>
  ));
}
