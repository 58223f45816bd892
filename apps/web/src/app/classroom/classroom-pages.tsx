import Container from '@mui/material/Container';
import { ClassroomPage } from '../../features/classroom/pages/ClassroomPage.tsx';
import { ClassroomsPage as ClassroomList } from '../../features/classroom/pages/ClassroomsPage.tsx';
import { RecorderPanel } from '../../features/recordings/components/RecorderPanel.tsx';

/*
 * Both classroom routes load this one module: the route table, which every page downloads, then holds one list of
 * files to preload for them instead of two (ADR 0037's budget). They are full-width pages outside the dashboard.
 */

/** /classroom: a teacher's classrooms, or a student's. */
export function ClassroomsPage() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <ClassroomList />
    </Container>
  );
}

/** /classroom/{code}: the classroom, with the recorder where a student replies to a task with a recording. */
export function ClassroomCodePage() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <ClassroomPage recorder={(onRecorded) => <RecorderPanel onSent={onRecorded} />} />
    </Container>
  );
}
