import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { ROUTES } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { generatePath, Link as RouterLink } from 'react-router';
import { lessonTime, timeRange } from '../lib/lesson-time.ts';
import type { TaughtLesson } from '../lib/teacher-lessons.ts';
import '../texts.ts';

/** The teacher's lessons as links to their events, with the students booked; today's by their time alone. */
export function TaughtLessonList({ lessons, today }: { lessons: TaughtLesson[]; today: boolean }) {
  const { t } = useTranslation();
  return (
    <List disablePadding>
      {lessons.map((lesson) => {
        const time = today ? timeRange(lesson) : lessonTime(lesson);
        return (
          <ListItem key={lesson.event_id} divider disableGutters>
            <ListItemText
              primary={
                <Link
                  component={RouterLink}
                  to={generatePath(ROUTES.event, { eventId: lesson.event_id })}
                  aria-label={t('lessons.teacher.open', { time })}
                  sx={{ fontVariantNumeric: 'tabular-nums' }}
                >
                  {time}
                </Link>
              }
              secondary={t('lessons.teacher.students', { names: lesson.students.join(', ') })}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
