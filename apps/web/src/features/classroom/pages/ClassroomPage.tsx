import { useParams } from 'react-router';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { PageSkeleton } from '../../../ui/PageSkeleton.tsx';
import { usePageName } from '../../../lib/page-title/page-title.ts';
import { useClassroom } from '../api/classroom.ts';
import type { RecordReplySlot } from '../lib/record-reply.ts';
import { StudentClassroom } from './StudentClassroom.tsx';
import { TeacherClassroom } from './TeacherClassroom.tsx';

/**
 * /classroom/{code}: its teacher gets the task screen; anyone else what the server lets them see. `recorder` is where
 * a student records a reply, given by the app (the recorder is another feature's).
 */
export function ClassroomPage({ recorder }: { recorder?: RecordReplySlot }) {
  const code = useParams().code ?? '';
  const classroom = useClassroom(code);
  usePageName(classroom.data?.name);
  if (classroom.isPending) return <PageSkeleton />;
  if (classroom.isError) return <ErrorAlert error={classroom.error} />;
  return classroom.data.role === 'teacher' ? (
    <TeacherClassroom classroom={classroom.data} />
  ) : (
    <StudentClassroom classroom={classroom.data} recorder={recorder} />
  );
}
