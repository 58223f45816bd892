import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ClassroomList } from '../../features/classroom/components/ClassroomList.tsx';
import { RecordingsToReviewPage } from '../../features/feedback/pages/RecordingsToReviewPage.tsx';
import { TeacherLessons } from '../../features/lessons/components/TeacherLessons.tsx';
import { StudentRecordings } from '../../features/recordings/components/StudentRecordings.tsx';
import { HomepageStatus } from '../../features/storefront/components/HomepageStatus.tsx';

/**
 * /teacher: the teacher's start page, where a verified teacher arrives (spec §2): the recordings to review, the plan
 * students' recordings, today's and the coming lessons, the classrooms and the homepage's state, each from its own feature.
 */
export function TeacherLandingPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={5}>
      <Typography variant="h1">{t('teacherHome.title')}</Typography>
      <RecordingsToReviewPage headingLevel="h2" />
      <StudentRecordings />
      <TeacherLessons />
      <Stack spacing={2}>
        <ClassroomList teacher />
        <Box>
          <Button component={Link} to={ROUTES.classroom}>
            {t('teacherHome.openClassroom')}
          </Button>
        </Box>
      </Stack>
      <HomepageStatus />
    </Stack>
  );
}
