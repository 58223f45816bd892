import { ClassroomPage } from '../../features/classroom/pages/ClassroomPage.tsx';
import { RecorderPanel } from '../../features/recordings/components/RecorderPanel.tsx';

/** /classroom/{code}: the classroom, with the recorder where a student replies to a task with a recording. */
export function ClassroomCodePage() {
  return <ClassroomPage recorder={(onRecorded) => <RecorderPanel onSent={onRecorded} />} />;
}
