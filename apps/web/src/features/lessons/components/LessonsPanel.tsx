import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { RedirectState } from '../../../lib/redirect-state.ts';
import { useUser } from '../../../lib/session/session.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useLessonSlots } from '../api/slots.ts';
import { ownTimeZone, zoneName } from '../lib/lesson-time.ts';
import { useLessonActions, type LessonAction } from '../lib/use-lesson-actions.ts';
import { BookingAccess } from './BookingAccess.tsx';
import { LessonDialogs } from './LessonDialogs.tsx';
import { MyLessons } from './MyLessons.tsx';
import { SlotDays } from './SlotDays.tsx';
import '../texts.ts';

export interface LessonsPanelProps {
  teacherId: number;
  teacherName: string;
  /** The teacher's time zone, named beside the reader's own. */
  timezone: string;
}

/**
 * The bookable lessons of a teacher's next 14 days, in the reader's time zone, and a student's own lessons with the
 * teacher. A guest who presses Book logs in first and comes back to these times.
 */
export function LessonsPanel({ teacherId, teacherName, timezone }: LessonsPanelProps) {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const location = useLocation();
  const slots = useLessonSlots(teacherId);
  const actions = useLessonActions(teacherId);
  const allowance = slots.data?.allowance ?? null;
  const onAction = (action: LessonAction) => {
    if (user) return actions.ask(action);
    const from = { pathname: location.pathname, search: location.search, hash: '#availability' };
    void navigate(ROUTES.login, { state: { from, notice: 'loginRequired' } satisfies RedirectState });
  };
  return (
    <Stack spacing={5} sx={{ mt: 5 }}>
      <Stack component="section" aria-labelledby="book-lesson-title" spacing={2}>
        <Typography id="book-lesson-title" variant="h3" sx={{ fontSize: '1.35rem' }}>
          {t('lessons.slots.title')}
        </Typography>
        <Typography color="text.secondary">
          {t('lessons.slots.zones', { zone: ownTimeZone(), name: teacherName, teacherZone: zoneName(timezone) })}
        </Typography>
        {slots.isPending ? (
          <Stack spacing={1} role="status" aria-label={t('app.loading')}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={48} />
            ))}
          </Stack>
        ) : slots.isError ? (
          <ErrorAlert error={slots.error} />
        ) : (
          <>
            <BookingAccess user={user} teacherId={teacherId} allowance={allowance} />
            <SlotDays
              slots={slots.data.slots}
              canBook={!user || (user.status === 'STUDENT' && allowance !== null)}
              onAction={onAction}
            />
          </>
        )}
      </Stack>
      {user?.status === 'STUDENT' && <MyLessons teacherId={teacherId} teacherName={teacherName} onAction={onAction} />}
      <LessonDialogs actions={actions} slots={slots.data?.slots ?? []} teacherName={teacherName} />
    </Stack>
  );
}
