import { ClassroomPage } from '../../features/classroom/pages/ClassroomPage.tsx';
import { RecorderPanel } from '../../features/recordings/components/RecorderPanel.tsx';

/**
 * Both classroom routes load this one module: the route table, which every page downloads, then holds one list of
 * files to preload for them instead of two (ADR 0037's budget).
 */
export { ClassroomsPage } from '../../features/classroom/pages/ClassroomsPage.tsx';

/** /classroom/{code}: the classroom, with the recorder where a student replies to a task with a recording. */
export function ClassroomCodePage() {
  return <ClassroomPage recorder={(onRecorded) => <RecorderPanel onSent={onRecorded} />} />;
}
