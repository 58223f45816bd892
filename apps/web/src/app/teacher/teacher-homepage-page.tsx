import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { TeacherHomepagePage } from '../../features/storefront/pages/TeacherHomepagePage.tsx';

export { teacherHomepageLoader } from '../../features/storefront/pages/TeacherHomepagePage.tsx';

// Loaded once the page is there: a first visitor reads the teacher's page before the booking code arrives.
const LessonsPanel = lazy(() =>
  import('../../features/lessons/components/LessonsPanel.tsx').then((m) => ({ default: m.LessonsPanel })),
);

/** /{teacher_url}: the teacher's homepage with the bookable lessons under the weekly times (issue 20). */
export function TeacherHomepageWithLessons() {
  return (
    <TeacherHomepagePage
      lessons={(homepage) => (
        <Suspense fallback={<Skeleton variant="rounded" height={160} sx={{ mt: 5 }} />}>
          <LessonsPanel
            teacherId={homepage.user_id}
            teacherName={homepage.teacher_name}
            timezone={homepage.availability.timezone}
          />
        </Suspense>
      )}
    />
  );
}
